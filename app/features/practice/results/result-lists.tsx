import type { ReactNode } from 'react'
import { Badge } from '~/components/ui/badge.tsx'
import { Card, SectionCard } from '~/components/ui/card.tsx'
import { TableHead } from '~/components/ui/table.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'
import { subjectName, topicName } from '~/utils/names.ts'
import { BAR, type BadgeColour } from './result-blocks.tsx'
import { topicRows } from '#domain/exam/results.ts'
import { nmtScoreColour, percent, topicStrengths } from '#domain/exam/scoring.ts'
import type { Tallies } from '#domain/exam/tally.ts'

/** The results pages' lists (blocks of the one results renderer, result-blocks.tsx): subject bars, topics. */

/** A subject's bar: its name, the figure on the right (its percentage unless `detail`) and a badge if any. */
export interface SubjectBar {
  subject: string
  /** Said after the subject's name. */
  note?: string
  pct: number
  detail?: string
  colour?: BadgeColour
  badge?: ReactNode
}

/**
 * Every subject as a labelled percentage bar (`testId` on each row, `${testId}-value` on its figure); the figure is
 * also in the text for screen readers. Without `colour` the bar is the brand's.
 */
export function SubjectBars(props: {
  title: string
  rows: SubjectBar[]
  testId: string
  empty?: string
  /** Inside another card: a small heading, no card of its own. */
  plain?: boolean
}) {
  const { t } = useTranslation(['results', 'common'])
  const rows = (
    <>
      {props.rows.length === 0 && props.empty ? <p className="text-ink-muted">{props.empty}</p> : null}
      {props.rows.map((row) => {
        const pct = Math.max(0, Math.min(100, Math.round(row.pct)))
        return (
          <div key={row.subject} className="flex flex-col gap-1" data-testid={props.testId} data-colour={row.colour}>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="font-medium">{subjectName(t, row.subject) + (row.note ?? '')}</span>
              <span className="flex items-center gap-2">
                {row.badge}
                <span
                  className={row.detail ? 'text-ink-muted' : 'font-semibold tabular-nums'}
                  data-testid={`${props.testId}-value`}
                >
                  {row.detail ?? `${pct}%`}
                </span>
              </span>
            </div>
            <div className="h-2 w-full overflow-hidden rounded-full bg-line" aria-hidden="true">
              <div className={cn('h-full', row.colour ? BAR[row.colour] : 'bg-brand')} style={{ width: `${pct}%` }} />
            </div>
          </div>
        )
      })}
    </>
  )
  if (!props.plain)
    return (
      <SectionCard title={props.title} className="gap-4">
        {rows}
      </SectionCard>
    )
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{props.title}</h3>
      {rows}
    </div>
  )
}

/** The figures of a tally, as the subject bars show them. */
export const tallyRows = (
  tallies: Tallies,
  row: (pct: number, tally: Tallies[string]) => Partial<SubjectBar> = () => ({}),
) =>
  Object.entries(tallies).map(([subject, tally]) => {
    const pct = percent(tally.correct, tally.total)
    return { subject, pct, ...row(pct, tally) }
  })

/**
 * Strong topics and topics needing improvement, side by side, as chips with their percentages; `title` gives each
 * list's heading and the line it shows when empty.
 */
export function TopicLists(props: {
  lists: { strong: { topic: string; pct: number }[]; weak: { topic: string; pct: number }[] }
  title: (key: 'strong' | 'weak' | 'noStrong' | 'noWeak') => string
  testId: (kind: 'strong' | 'weak') => string
  /** Subjects rather than topics. */
  subjects?: boolean
  plain?: boolean
}) {
  const { t } = useTranslation(['results', 'common'])
  const { title } = props
  const Box = props.plain ? 'div' : Card
  const label = props.subjects ? subjectName : topicName
  return (
    <div className={cn('grid gap-4', props.plain ? 'sm:grid-cols-2' : 'md:grid-cols-2')}>
      {(['strong', 'weak'] as const).map((kind) => (
        <Box key={kind} className="flex flex-col gap-2" data-testid={props.testId(kind)}>
          <h3 className={props.plain ? 'text-sm font-semibold' : 'text-lg font-semibold'}>{title(kind)}</h3>
          {props.lists[kind].length === 0 ? (
            <p className="text-sm text-ink-muted">{title(kind === 'strong' ? 'noStrong' : 'noWeak')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {props.lists[kind].map((item) => (
                <li key={item.topic}>
                  <Badge
                    tone={kind === 'strong' ? 'success' : 'danger'}
                    className="border-transparent px-3 py-1 text-sm font-medium"
                  >
                    {label(t, item.topic)} · {item.pct}%
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </Box>
      ))}
    </div>
  )
}

/** Every topic of a tally as a table row: its name, correct of total, percentage and (Canada) its status. */
export function TopicTable(props: { breakdown: Tallies; caption: string; status?: (pct: number) => ReactNode }) {
  const { t } = useTranslation(['results', 'common'])
  const { status } = props
  const columns = ['topic', 'correct', 'accuracy', ...(status ? ['status'] : [])]
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{props.caption}</caption>
      <TableHead
        columns={columns.map((key) => t(`results:shared.table.${key}`))}
        rowClassName="border-b border-line font-semibold"
        cellClassName="py-2 pr-3"
      />
      <tbody>
        {topicRows(props.breakdown).map((row) => {
          const cells = [topicName(t, row.topic), `${row.correct}/${row.total}`, `${row.pct}%`]
          return (
            <tr key={row.topic} className="border-b border-line tabular-nums last:border-0" data-testid="topic-row">
              {[...cells, ...(status ? [status(row.pct)] : [])].map((cell, i) => (
                <td key={columns[i]} className="py-2 pr-3">
                  {cell}
                </td>
              ))}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

const SHARED_TITLES: Partial<Record<string, string>> = { strong: 'strongAreas', weak: 'needsImprovement' }

/** An NMT result's subjects (coloured by the NMT bands) and its strong and weak topics. */
export function NmtBreakdown(props: {
  subjectScores: Record<string, number>
  topics: Tallies
  testId: string
  /** Inside a session card: no cards of their own. */
  plain?: boolean
}) {
  const { t } = useTranslation(['results', 'common'])
  const { plain } = props
  const { strengths, weaknesses } = topicStrengths(props.topics)
  const rows = Object.entries(props.subjectScores).map(([subject, pct]) => ({
    subject,
    pct,
    colour: nmtScoreColour(pct),
  }))
  return (
    <>
      <SubjectBars title={t('results:shared.subjects')} rows={rows} testId={`${props.testId}-subject`} plain={plain} />
      <TopicLists
        lists={{ strong: strengths, weak: weaknesses }}
        title={(key) => t(`results:shared.${SHARED_TITLES[key] ?? key}`)}
        testId={(kind) => `${props.testId}-${kind}`}
        plain={plain}
      />
    </>
  )
}
