import type { TFunction } from 'i18next'
import { useEffect, useId, useState, type HTMLAttributes, type ReactNode } from 'react'
import { Badge, type BadgeTone } from '~/components/ui/badge.tsx'
import { Card } from '~/components/ui/card.tsx'
import { cn } from '~/utils/misc.ts'
import { topicStrengths } from '#api/domain/exam/scoring.ts'
import { isCorrect, type Answer, type PracticeQuestion, type Tallies } from '#api/domain/exam/tally.ts'

/** Pieces the results pages share: names, score badges, bars, panels, notices, stats, dates, the answer review. */

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

/** A labelled percentage bar; the number is also in the text for screen readers. */
export function PercentBar(props: { label: string; value: number; colour: BadgeColour; testId?: string }) {
  const pct = Math.max(0, Math.min(100, Math.round(props.value)))
  return (
    <div className="flex flex-col gap-1" data-testid={props.testId} data-colour={props.colour}>
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="font-medium">{props.label}</span>
        <span className="font-semibold tabular-nums" data-testid={props.testId && `${props.testId}-value`}>
          {pct}%
        </span>
      </div>
      <div className="h-2 w-full overflow-hidden rounded-full bg-line" aria-hidden="true">
        <div className={cn('h-full', BAR[props.colour])} style={{ width: `${pct}%` }} />
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
  const heading = cn(level === 2 ? 'text-lg font-semibold' : 'text-sm font-semibold', titleClassName)
  return (
    <Card as="section" aria-labelledby={id} className={cn('flex flex-col gap-3', className)} {...props}>
      <Heading id={id} className={heading}>
        {title}
      </Heading>
      {children}
    </Card>
  )
}

const NOTICE: Record<BadgeTone, string> = {
  neutral: 'border-line bg-canvas',
  brand: 'border-brand-soft bg-brand-soft/50',
  success: 'border-success bg-success-soft',
  warning: 'border-warning bg-warning-soft',
  danger: 'border-danger bg-danger-soft text-danger',
}

/** A coloured note (a demo set, a bad parameter, a load failure, a saved state). */
export function Notice({
  tone,
  as: Tag = 'p',
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { tone: BadgeTone; as?: 'p' | 'li' | 'div'; 'data-testid'?: string }) {
  return <Tag className={cn('rounded-lg border p-3 text-sm', NOTICE[tone], className)} {...props} />
}

/** Strong topics or topics needing improvement, as chips with their percentages. */
export function TopicList(props: {
  title: string
  empty: string
  items: { label: string; pct: number }[]
  tone: 'success' | 'danger'
  testId: string
  level?: 2 | 3
  plain?: boolean
}) {
  const Heading = props.level === 3 ? 'h3' : 'h2'
  return (
    <div className={cn('flex flex-col gap-2', !props.plain && 'card')} data-testid={props.testId}>
      <Heading className={props.level === 3 ? 'text-sm font-semibold' : 'text-lg font-semibold'}>{props.title}</Heading>
      {props.items.length === 0 ? (
        <p className="text-sm text-ink-muted">{props.empty}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {props.items.map((item) => (
            <li key={item.label}>
              <Badge tone={props.tone} className="border-transparent px-3 py-1 text-sm font-medium">
                {item.label} · {item.pct}%
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** A figure with its label (`dt`/`dd` inside a `dl`); `card` makes it a card of its own. */
export function Stat(props: { label: string; value: string; testId?: string; card?: boolean }) {
  return (
    <div className={props.card ? 'card p-4' : 'rounded-lg bg-canvas p-2 sm:p-3'}>
      <dt className={props.card ? 'text-sm text-ink-muted' : 'text-xs text-ink-muted'}>{props.label}</dt>
      <dd
        className={cn('font-bold tabular-nums', props.card ? 'text-2xl' : 'text-base sm:text-lg')}
        data-testid={props.testId}
      >
        {props.value}
      </dd>
    </div>
  )
}

/** A stat card: title, big value and a line under it (`${testId}-value`, `${testId}-sub`). */
export function StatCard(props: {
  title: string
  value: string
  sub: string
  testId: string
  data?: Record<string, string>
}) {
  return (
    <Card className="flex flex-col gap-1" data-testid={props.testId} {...props.data}>
      <h2 className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{props.title}</h2>
      <p className="text-3xl font-bold" data-testid={`${props.testId}-value`}>
        {props.value}
      </p>
      <p className="text-sm text-ink-muted" data-testid={`${props.testId}-sub`}>
        {props.sub}
      </p>
    </Card>
  )
}

/**
 * Every question of a finished test with the student's answer (the correct one where it was wrong) and the
 * explanation. `prefix` names the test ids (`${prefix}-review-item`); `badges` adds the correct/incorrect badge
 * and the subject (the generic results).
 */
export function AnswerReview({
  t,
  questions,
  answers,
  prefix,
  badges,
}: {
  t: T
  questions: Pick<PracticeQuestion, 'id' | 'questionText' | 'section' | 'correctAnswer' | 'explanation'>[]
  answers: Answer[]
  prefix: string
  badges?: { correct: string; incorrect: string }
}) {
  const line = (label: string, value: ReactNode, testId?: string) => (
    <p className="mt-1 text-sm" data-testid={testId}>
      <span className="font-semibold">{t(label)}: </span>
      {value}
    </p>
  )
  return (
    <Panel title={t('results:shared.questionReview')}>
      <ol className="flex flex-col gap-3">
        {questions.map((q, i) => {
          const right = isCorrect(q, answers[i])
          return (
            <li
              key={`${q.id}-${i}`}
              className={cn('rounded-lg border p-3', right ? 'border-success' : 'border-danger')}
              data-testid={`${prefix}-review-item`}
              data-correct={right ? 'true' : 'false'}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="font-medium">
                  {i + 1}. {q.questionText}
                </p>
                {badges ? (
                  <Badge tone={right ? 'success' : 'danger'}>{right ? badges.correct : badges.incorrect}</Badge>
                ) : null}
              </div>
              {badges ? <p className="mt-1 text-xs text-ink-muted">{subjectLabel(t, q.section)}</p> : null}
              {line(
                'results:shared.yourAnswer',
                answers[i] ?? t('results:shared.notAnswered'),
                right ? undefined : `${prefix}-your-answer`,
              )}
              {right ? null : line('results:shared.correctAnswer', q.correctAnswer, `${prefix}-correct-answer`)}
              <p className="mt-1 text-sm text-ink-muted">{q.explanation}</p>
            </li>
          )
        })}
      </ol>
    </Panel>
  )
}

/** The strong topics and those needing improvement of a tally (NMT rules), side by side. */
export function TopicLists(props: { t: T; topics: Tallies; testId: string; className: string; plain?: boolean }) {
  const { t } = props
  const { strengths, weaknesses } = topicStrengths(props.topics)
  const items = (list: { topic: string; pct: number }[]) =>
    list.map((s) => ({ label: topicLabel(t, s.topic), pct: s.pct }))
  const level = props.plain ? 3 : 2
  return (
    <div className={props.className}>
      <TopicList
        {...{ plain: props.plain, level }}
        title={t('results:shared.strongAreas')}
        empty={t('results:shared.noStrong')}
        items={items(strengths)}
        tone="success"
        testId={`${props.testId}-strong`}
      />
      <TopicList
        {...{ plain: props.plain, level }}
        title={t('results:shared.needsImprovement')}
        empty={t('results:shared.noWeak')}
        items={items(weaknesses)}
        tone="danger"
        testId={`${props.testId}-weak`}
      />
    </div>
  )
}
