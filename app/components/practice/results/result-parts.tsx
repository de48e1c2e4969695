import type { TFunction } from 'i18next'
import { useEffect, useState } from 'react'

/** Small pieces the generic and NMT results share: names, score badges, percentage bars, dates. */

type T = TFunction | ((key: string, options?: Record<string, unknown>) => string)

const humanize = (key: string) => {
  const text = key.replaceAll('_', ' ').trim()
  return text ? text[0].toUpperCase() + text.slice(1) : key
}

export function subjectLabel(t: T, subject: string): string {
  return String((t as TFunction)(`common:subjects.${subject}`, { defaultValue: subject }))
}

export function topicLabel(t: T, topic: string): string {
  return String((t as TFunction)(`common:topics.${topic}`, { defaultValue: humanize(topic) }))
}

export type BadgeColour = 'green' | 'orange' | 'yellow' | 'red'

const BADGE: Record<BadgeColour, string> = {
  green: 'bg-success-soft text-success border-success',
  orange: 'bg-orange-100 text-orange-800 border-orange-600',
  yellow: 'bg-yellow-100 text-yellow-800 border-yellow-600',
  red: 'bg-danger-soft text-danger border-danger',
}
const BAR: Record<BadgeColour, string> = {
  green: 'bg-success',
  orange: 'bg-orange-500',
  yellow: 'bg-yellow-500',
  red: 'bg-danger',
}

export function ScoreBadge({
  value,
  colour,
  testId,
  size = 'md',
}: {
  value: number
  colour: BadgeColour
  testId?: string
  size?: 'md' | 'lg'
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full border font-bold ${size === 'lg' ? 'px-4 py-1 text-3xl' : 'px-3 py-0.5 text-sm'} ${BADGE[colour]}`}
      data-colour={colour}
      data-testid={testId}
    >
      {value}%
    </span>
  )
}

/** A labelled percentage bar; the number is also in the text for screen readers. */
export function PercentBar({
  label,
  value,
  colour,
  testId,
}: {
  label: string
  value: number
  colour: BadgeColour
  testId?: string
}) {
  const pct = Math.max(0, Math.min(100, Math.round(value)))
  return (
    <div className="flex flex-col gap-1" data-testid={testId} data-colour={colour}>
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="font-semibold tabular-nums" data-testid={testId ? `${testId}-value` : undefined}>
          {pct}%
        </span>
      </div>
      <div className="h-2 w-full overflow-hidden rounded-full bg-line" aria-hidden="true">
        <div className={`h-full ${BAR[colour]}`} style={{ width: `${pct}%` }} />
      </div>
    </div>
  )
}

/**
 * A date in a fixed locale. The server and the browser may sit in different time zones: the browser's reading
 * replaces the server's after hydration.
 */
export function LocalDate({
  iso,
  locale,
  options,
}: {
  iso: string
  locale: string
  options: Intl.DateTimeFormatOptions
}) {
  const [text, setText] = useState(() => formatDate(iso, locale, { ...options, timeZone: 'UTC' }))
  useEffect(() => setText(formatDate(iso, locale, options)), [iso, locale, options])
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  )
}

function formatDate(iso: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(locale, options).format(date)
}

/** Strong topics or topics needing improvement, as chips with their percentages. */
export function TopicList({
  title,
  empty,
  items,
  tone,
  testId,
  level = 2,
  plain = false,
}: {
  title: string
  empty: string
  items: { label: string; pct: number }[]
  tone: 'success' | 'danger'
  testId: string
  level?: 2 | 3 | 4
  plain?: boolean
}) {
  const Heading = `h${level}` as 'h2' | 'h3' | 'h4'
  return (
    <div className={`flex flex-col gap-2 ${plain ? '' : 'card'}`} data-testid={testId}>
      <Heading className={level === 2 ? 'text-lg font-semibold' : 'text-sm font-semibold'}>{title}</Heading>
      {items.length === 0 ? (
        <p className="text-sm text-ink-muted">{empty}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li
              key={item.label}
              className={`rounded-full px-3 py-1 text-sm font-medium ${tone === 'success' ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger'}`}
            >
              {item.label} · {item.pct}%
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** A stat card: title, big value and a line under it (`${testId}-value`, `${testId}-sub`). */
export function StatCard({
  title,
  value,
  sub,
  testId,
  data,
}: {
  title: string
  value: string
  sub: string
  testId: string
  data?: Record<string, string>
}) {
  return (
    <div className="card flex flex-col gap-1" data-testid={testId} {...data}>
      <h2 className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{title}</h2>
      <p className="text-3xl font-bold" data-testid={`${testId}-value`}>
        {value}
      </p>
      <p className="text-sm text-ink-muted" data-testid={`${testId}-sub`}>
        {sub}
      </p>
    </div>
  )
}
