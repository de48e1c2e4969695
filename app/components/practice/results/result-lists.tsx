import type { ReactNode } from 'react'
import { Badge } from '~/components/ui/badge.tsx'
import { Card } from '~/components/ui/card.tsx'
import { Panel, PercentBar, subjectLabel, topicLabel, type BadgeColour, type T } from './result-parts.tsx'
import { percent } from '#api/domain/exam/scoring.ts'
import type { Tallies } from '#api/domain/exam/tally.ts'

/** The results pages' lists (blocks of the one results renderer, result-blocks.tsx): subject bars, topic chips. */

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

/** Every subject as a labelled bar (`testId` on each row, `${testId}-value` on its figure). */
export function SubjectBars(props: {
  t: T
  title: string
  rows: SubjectBar[]
  testId: string
  empty?: string
  /** Inside another card: a small heading, no card of its own. */
  plain?: boolean
}) {
  const rows = (
    <>
      {props.rows.length === 0 && props.empty ? <p className="text-ink-muted">{props.empty}</p> : null}
      {props.rows.map((row) => (
        <PercentBar
          key={row.subject}
          label={subjectLabel(props.t, row.subject) + (row.note ?? '')}
          value={row.pct}
          detail={row.detail}
          badge={row.badge}
          colour={row.colour}
          testId={props.testId}
        />
      ))}
    </>
  )
  if (!props.plain)
    return (
      <Panel title={props.title} className="gap-4">
        {rows}
      </Panel>
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

/** Strong topics and topics needing improvement, side by side, as chips with their percentages. */
export function TopicLists(props: {
  t: T
  lists: { strong: { topic: string; pct: number }[]; weak: { topic: string; pct: number }[] }
  titles: { strong: string; weak: string; noStrong: string; noWeak: string }
  testId: (kind: 'strong' | 'weak') => string
  className: string
  /** Subjects rather than topics. */
  subjects?: boolean
  plain?: boolean
}) {
  const { t, titles } = props
  const Box = props.plain ? 'div' : Card
  const label = props.subjects ? subjectLabel : topicLabel
  return (
    <div className={props.className}>
      {(['strong', 'weak'] as const).map((kind) => (
        <Box key={kind} className="flex flex-col gap-2" data-testid={props.testId(kind)}>
          <h3 className={props.plain ? 'text-sm font-semibold' : 'text-lg font-semibold'}>{titles[kind]}</h3>
          {props.lists[kind].length === 0 ? (
            <p className="text-sm text-ink-muted">{kind === 'strong' ? titles.noStrong : titles.noWeak}</p>
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

/** The shared strong/weak titles of the results namespace. */
export const topicTitles = (t: T) => ({
  strong: t('results:shared.strongAreas'),
  weak: t('results:shared.needsImprovement'),
  noStrong: t('results:shared.noStrong'),
  noWeak: t('results:shared.noWeak'),
})
