import type { ReactNode } from 'react'
import { Badge } from '~/components/ui/badge.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { Link } from '~/components/ui/link.tsx'
import { Notice } from '~/components/ui/notice.tsx'
import { PageHeader } from '~/components/ui/page-header.tsx'
import { WaitingCard } from '~/components/ui/waiting-card.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'

/**
 * The one results renderer: the blocks every results screen is made of — here the page frame, the headline and
 * its figures; the subject bars, topic lists and table in result-lists.tsx; the answer review in answer-review.tsx —
 * each fed a table by the page. The pages (generic, NMT, SAT, Matura, Canada) compute the tables by the exam rules
 * and add only the blocks their spec has alone.
 */

type Attrs = Record<`data-${string}`, string | undefined> & { lang?: string }

/** A link of a results page (the first one is the primary button). */
export interface ResultsLink {
  to: string
  label: string
  testId?: string
  onClick?: () => void
}

/** The frame: heading (and what goes beside it), the notice for a parameter that could not be read, links. */
export function ResultsPage(props: {
  testId: string
  title: string
  aside?: ReactNode
  notice?: string | null
  links: ResultsLink[]
  wide?: boolean
  children: ReactNode
}) {
  const { t } = useTranslation('review')
  return (
    <main
      id="main"
      className={cn('mx-auto flex flex-col gap-6 px-4 py-8', props.wide ? 'max-w-5xl' : 'max-w-4xl')}
      data-testid={props.testId}
    >
      <PageHeader title={props.title}>{props.aside}</PageHeader>
      {props.notice ? (
        <Notice role="status" tone="warning" data-testid="sections-notice">
          {props.notice}
        </Notice>
      ) : null}
      {props.children}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {props.links.map((link, i) => (
          <Link
            key={link.to + link.label}
            to={link.to}
            onClick={link.onClick}
            className={buttonVariants({ variant: i === 0 ? 'primary' : 'secondary' })}
            data-testid={link.testId}
          >
            {link.label}
          </Link>
        ))}
        {/* The wrong and skipped questions of every test, this one's included (issue 13). */}
        <Link to="/review" className={buttonVariants({ variant: 'ghost' })} data-testid="results-review-link">
          {t('actions.review')}
        </Link>
      </div>
    </main>
  )
}

/** A page whose results are not there (yet): loading (`text`), or what the page says instead (`children`). */
export function ResultsState(props: { title: string; text?: string; testId?: string; children?: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-10" data-testid={props.testId}>
      <h1 className="text-2xl font-bold md:text-3xl">{props.title}</h1>
      {props.children ?? <WaitingCard text={props.text ?? ''} />}
    </main>
  )
}

/** The headline of a finished test: the title, the score as a big coloured badge and "n out of m correct". */
export function ScoreHeadline(props: {
  title: string
  score: number
  colour: BadgeColour
  correct: number
  total: number
  prefix: string
  children?: ReactNode
}) {
  const { t } = useTranslation('results')
  return (
    <Card as="section" className="flex flex-col items-center gap-3 text-center">
      <h1 className="text-2xl font-bold md:text-3xl">{props.title}</h1>
      <ScoreBadge value={props.score} colour={props.colour} size="lg" testId={`${props.prefix}-score`} />
      <p className="text-lg" data-testid={`${props.prefix}-completion`}>
        {t('shared.completion', { correct: props.correct, total: props.total })}
      </p>
      {props.children}
    </Card>
  )
}

/** One headline figure: its label, the big value and a line under it; `value`/`card` carry test ids and data. */
export interface Figure {
  label: string
  value: ReactNode
  sub?: ReactNode
  valueAttrs?: Attrs
  subAttrs?: Attrs
  cardAttrs?: Attrs
  tone?: 'success' | 'danger'
}

/** The headline figures as a row of cards (`compact`: small cells inside another card). */
export function Figures(props: { figures: Figure[]; label?: string; className: string; compact?: boolean }) {
  const Cell = props.compact ? 'div' : Card
  return (
    <dl className={cn('grid', props.className)} aria-label={props.label}>
      {props.figures.map((f) => (
        <Cell
          key={f.label}
          className={cn('flex flex-col gap-1', props.compact && 'rounded-lg bg-canvas p-2 sm:p-3')}
          {...f.cardAttrs}
        >
          <dt className={cn('text-xs text-ink-muted', !props.compact && 'font-semibold uppercase tracking-wide')}>
            {f.label}
          </dt>
          <dd
            className={cn(
              'tabular-nums',
              props.compact ? 'text-base font-semibold sm:text-lg' : 'text-3xl font-bold',
              f.tone && (f.tone === 'success' ? 'text-success' : 'text-danger'),
            )}
            {...f.valueAttrs}
          >
            {f.value}
          </dd>
          {f.sub ? (
            <dd className="text-sm text-ink-muted" {...f.subAttrs}>
              {f.sub}
            </dd>
          ) : null}
        </Cell>
      ))}
    </dl>
  )
}

/** The score colours: badges and bars. */
export type BadgeColour = 'green' | 'orange' | 'yellow' | 'red'

const BADGE: Record<BadgeColour, string> = {
  green: 'bg-success-soft text-success border-success',
  orange: 'bg-orange-100 text-orange-800 border-orange-600',
  yellow: 'bg-yellow-100 text-yellow-800 border-yellow-600',
  red: 'bg-danger-soft text-danger border-danger',
}
export const BAR: Record<BadgeColour, string> = {
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
