import { useId } from 'react'
import { Badge, type BadgeTone } from '~/components/ui/badge.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { EmptyNote, SectionCard } from '~/components/ui/card.tsx'
import { Link } from '~/components/ui/link.tsx'
import { TableHead } from '~/components/ui/table.tsx'
import { formatNumber, formatPercent } from '~/features/progress/format.ts'
import { chartPoints, focusTopics } from '~/features/progress/topic-focus.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { formatDate } from '~/utils/date-format.ts'
import { examName, subjectName, topicName } from '~/utils/names.ts'
import type { AccuracyPoint, Mastery, MasteryLevel } from '#openapi/types.ts'

const LEVEL_TONE: Record<MasteryLevel, BadgeTone> = {
  new: 'neutral',
  weak: 'danger',
  developing: 'warning',
  strong: 'brand',
  mastered: 'success',
}

/** Topic mastery per subject, the accuracy chart and the topics to work on (from the answer history). */
export function MasteryCard({ mastery }: { mastery: Mastery }) {
  const { t, i18n } = useTranslation(['review', 'progress', 'common'])
  const lng = i18n.language
  const focus = focusTopics(mastery.subjects)
  return (
    <SectionCard
      title={t('mastery.title')}
      subtitle={t('mastery.subtitle')}
      className="gap-5"
      data-testid="progress-mastery"
    >
      {mastery.subjects.length === 0 ? (
        <EmptyNote data-testid="mastery-empty">{t('mastery.empty')}</EmptyNote>
      ) : (
        <>
          {focus.length ? (
            <div className="flex flex-col gap-2" data-testid="topic-recommendations">
              <h3 className="font-semibold">{t('mastery.topicsTitle')}</h3>
              <ul className="flex flex-col gap-2">
                {focus.map((f) => {
                  const topic = topicName(t, f.topic)
                  const params = new URLSearchParams({ exam: f.examType, subject: f.subject, topic: f.topic })
                  const bank = new URLSearchParams({ examType: f.examType, section: f.subject, topic: f.topic })
                  return (
                    <li
                      key={`${f.examType}-${f.subject}-${f.topic}`}
                      className="flex flex-col gap-2 rounded-lg border border-line p-3 md:flex-row md:items-center md:justify-between"
                      data-testid="topic-recommendation"
                      data-topic={f.topic}
                    >
                      <p className="text-sm">
                        {t('mastery.topicRecommendation', {
                          topic,
                          subject: subjectName(t, f.subject),
                          accuracy: formatPercent(f.accuracy, lng),
                        })}
                      </p>
                      <span className="flex shrink-0 gap-2">
                        <Link to={`/review?${params}`} className={buttonVariants({ variant: 'secondary' })}>
                          {t('actions.review')}
                        </Link>
                        <Link to={`/questions?${bank}`} className={buttonVariants({ variant: 'ghost' })}>
                          {t('list.similar')}
                        </Link>
                      </span>
                    </li>
                  )
                })}
              </ul>
            </div>
          ) : null}
          <AccuracyChart points={mastery.overTime} />
          {mastery.subjects.map((s) => {
            const headingId = `mastery-${s.examType}-${s.subject}`.replace(/[^\w-]/g, '_')
            return (
              <div
                key={headingId}
                className="flex flex-col gap-2"
                data-testid="mastery-subject"
                data-subject={s.subject}
              >
                <h3 id={headingId} className="font-semibold">
                  {subjectName(t, s.subject)}{' '}
                  <span className="text-sm font-normal text-ink-muted">
                    ({examName(t, s.examType)} · {formatPercent(s.accuracy, lng)})
                  </span>
                </h3>
                <div className="overflow-x-auto">
                  <table className="w-full text-left text-sm" aria-labelledby={headingId}>
                    <TableHead
                      columns={[t('mastery.topic'), t('mastery.answered'), t('mastery.accuracy'), t('mastery.level')]}
                      className="text-ink-muted"
                      cellClassName="py-1 pr-3 font-medium last:pr-0"
                    />
                    <tbody>
                      {s.topics.map((topic) => (
                        <tr
                          key={topic.topic}
                          className="border-t border-line"
                          data-testid="mastery-topic"
                          data-topic={topic.topic}
                          data-level={topic.level}
                        >
                          <th scope="row" className="py-1.5 pr-3 font-medium">
                            {topicName(t, topic.topic)}
                          </th>
                          <td className="py-1.5 pr-3 tabular-nums">{formatNumber(topic.answered, lng)}</td>
                          <td className="py-1.5 pr-3 tabular-nums">{formatPercent(topic.accuracy, lng)}</td>
                          <td className="py-1.5">
                            <Badge tone={LEVEL_TONE[topic.level]}>{t(`mastery.levels.${topic.level}`)}</Badge>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </div>
            )
          })}
        </>
      )}
    </SectionCard>
  )
}

const BOX = { width: 320, height: 120, pad: 10 }

/**
 * Accuracy per week as a small line chart (hand-made SVG, no library). The SVG is one image named by its title
 * and described by a sentence; the numbers are also in a table under it (the text alternative).
 */
export function AccuracyChart({ points }: { points: AccuracyPoint[] }) {
  const { t, i18n } = useTranslation('review')
  const lng = i18n.language
  const titleId = useId()
  const descId = useId()
  if (points.length === 0) return <p className="text-sm text-ink-muted">{t('mastery.chartEmpty')}</p>
  const day = (p: AccuracyPoint) => formatDate(`${p.start}T00:00:00Z`, lng, { dateStyle: 'medium', timeZone: 'UTC' })
  const xy = chartPoints(
    points.map((p) => p.accuracy),
    BOX,
  )
  const first = points[0]
  const last = points[points.length - 1]
  return (
    <figure className="flex flex-col gap-2" data-testid="accuracy-chart">
      <h3 className="font-semibold">{t('mastery.chartTitle')}</h3>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        className="h-32 w-full max-w-md"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
      >
        <title id={titleId}>{t('mastery.chartTitle')}</title>
        {[0, 50, 100].map((v) => {
          const y = BOX.pad + ((100 - v) * (BOX.height - 2 * BOX.pad)) / 100
          return <line key={v} x1={0} x2={BOX.width} y1={y} y2={y} className="stroke-line" strokeDasharray="3 3" />
        })}
        {xy.length > 1 ? (
          <polyline
            points={xy.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            className="stroke-brand"
            strokeWidth={2.5}
            strokeLinejoin="round"
          />
        ) : null}
        {xy.map((p, i) => (
          <circle key={points[i].start} cx={p.x} cy={p.y} r={4} className="fill-brand" />
        ))}
      </svg>
      <figcaption id={descId} className="text-sm text-ink-muted">
        {t('mastery.chartSummary', {
          first: day(first),
          firstValue: formatPercent(first.accuracy, lng),
          last: day(last),
          lastValue: formatPercent(last.accuracy, lng),
        })}
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">{t('mastery.chartTable')}</summary>
        <table className="mt-2 text-left" data-testid="accuracy-table">
          <TableHead
            columns={[t('mastery.week'), t('mastery.answered'), t('mastery.accuracy')]}
            className="text-ink-muted"
            cellClassName="pr-4 font-medium last:pr-0"
          />
          <tbody>
            {points.map((p) => (
              <tr key={p.start}>
                <th scope="row" className="pr-4 font-normal">
                  {day(p)}
                </th>
                <td className="pr-4 tabular-nums">{formatNumber(p.answered, lng)}</td>
                <td className="tabular-nums">{formatPercent(p.accuracy, lng)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
