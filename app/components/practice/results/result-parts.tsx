import { useEffect, useId, useState, type HTMLAttributes, type ReactNode } from 'react'
import { Badge, type BadgeTone } from '~/components/ui/badge.tsx'
import { Card } from '~/components/ui/card.tsx'
import type { TFunction } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'

/** Pieces the results pages share: names, score badges, bars, dates, panels and notices (lists: result-lists.tsx). */

export type T = TFunction | ((key: string, options?: Record<string, unknown>) => string)

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

export function ScoreBadge(props: { value: number; colour: BadgeColour; testId?: string; size?: 'md' | 'lg' }) {
  const large = props.size === 'lg'
  return (
    <Badge
      className={cn('font-bold', large ? 'px-4 py-1 text-3xl' : 'px-3 text-sm', BADGE[props.colour])}
      data-colour={props.colour}
      data-testid={props.testId}
    >
      {props.value}%
    </Badge>
  )
}

/**
 * A labelled percentage bar; the number (or `detail`) is also in the text for screen readers. `testId` names the
 * row (`${testId}-value` its figure); without `colour` the bar is the brand's.
 */
export function PercentBar(props: {
  label: string
  value: number
  colour?: BadgeColour
  detail?: string
  badge?: ReactNode
  testId?: string
}) {
  const pct = Math.max(0, Math.min(100, Math.round(props.value)))
  return (
    <div className="flex flex-col gap-1" data-testid={props.testId} data-colour={props.colour}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium">{props.label}</span>
        <span className="flex items-center gap-2">
          {props.badge}
          <span
            className={props.detail ? 'text-ink-muted' : 'font-semibold tabular-nums'}
            data-testid={props.testId && `${props.testId}-value`}
          >
            {props.detail ?? `${pct}%`}
          </span>
        </span>
      </div>
      <div className="h-2 w-full overflow-hidden rounded-full bg-line" aria-hidden="true">
        <div className={cn('h-full', props.colour ? BAR[props.colour] : 'bg-brand')} style={{ width: `${pct}%` }} />
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
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, options).format(date)
}

/** A card with a heading (h2 unless `level` says otherwise) labelling it. */
export function Panel({
  title,
  children,
  className,
  titleClassName,
  level = 2,
  ...props
}: {
  title: ReactNode
  children: ReactNode
  className?: string
  titleClassName?: string
  level?: 2 | 3
  'data-testid'?: string
  role?: string
}) {
  const id = useId()
  const Heading = `h${level}` as 'h2' | 'h3'
  const heading = cn(level === 2 ? 'panel-heading' : 'panel-subheading', titleClassName)
  return (
    <Card as="section" aria-labelledby={id} className={cn('panel', className)} {...props}>
      <Heading id={id} className={heading}>
        {title}
      </Heading>
      {children}
    </Card>
  )
}

// Component classes (app/styles/tailwind.css, components layer): a caller's utilities win over them.
const NOTICE: Record<BadgeTone, string> = {
  neutral: 'callout-neutral',
  brand: 'callout-brand',
  success: 'callout-success',
  warning: 'callout-warning',
  danger: 'callout-danger',
}

/** A coloured note (a demo set, a bad parameter, a load failure, a saved state). */
export function Notice({
  tone,
  as: Tag = 'p',
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { tone: BadgeTone; as?: 'p' | 'li' | 'div'; 'data-testid'?: string }) {
  return <Tag className={cn('callout', NOTICE[tone], className)} {...props} />
}
