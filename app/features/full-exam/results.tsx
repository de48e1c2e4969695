import { Button } from '~/components/ui/button.tsx'
import { SectionCard } from '~/components/ui/card.tsx'
import { Link } from '~/components/ui/link.tsx'
import { TableHead } from '~/components/ui/table.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { subjectName, topicName } from '~/utils/names.ts'
import { partLabel } from './part-label.ts'
import type { FullExamFlow } from './use-full-exam.ts'
import type { FullExamId, SectionResult } from '#domain/exam/full-length/index.ts'

/** The scaled figure of a section: SAT 200–800, NMT 100–200 (or not passed), a percent, a band for BC/OSSLT. */
function Scaled({ section, scale }: { section: SectionResult; scale: string }) {
  const { t } = useTranslation('fullExam')
  if (scale === 'sat' || scale === 'nmt')
    return <>{section.scaled === null ? t('results.notPassed') : t('results.scaled', { score: section.scaled })}</>
  if (section.band) return <>{t(`results.band.${section.band}`)}</>
  return <>{t('results.percent', { percent: section.percent })}</>
}

export function FullExamResults({
  flow,
  exam,
  formNumber,
}: {
  flow: FullExamFlow
  exam: FullExamId
  formNumber: number
}) {
  const { t } = useTranslation(['fullExam', 'common'])
  const estimate = flow.estimate!
  const routes = Object.entries(flow.state?.routes ?? {})
  const other = formNumber === 1 ? 2 : 1
  return (
    <div className="flex flex-col gap-5" data-testid="full-exam-results">
      <SectionCard title={t('results.title')}>
        <div>
          {estimate.total !== null ? (
            <p className="text-3xl font-bold" data-testid="full-exam-total">
              {t('results.total', { score: estimate.total })}
            </p>
          ) : null}
          <p
            className="text-sm font-semibold uppercase tracking-wide text-warning"
            data-testid="full-exam-estimate-label"
          >
            {t('results.estimateLabel')}
          </p>
          {/* A finish waiting in the save queue is shown by the root's one save notice, as in every flow. */}
          {flow.saved && flow.saved !== 'queued' ? (
            <p className="text-sm text-ink-muted" role="status" data-testid="full-exam-saved" data-saved={flow.saved}>
              {t(`common:resultSaved.${flow.saved}`)}
            </p>
          ) : null}
        </div>
        <table className="w-full border-collapse text-sm" data-testid="full-exam-sections">
          <caption className="sr-only">{t('results.bySection')}</caption>
          <TableHead
            columns={[t('results.section'), t('results.right'), t('results.points'), t('results.estimate')]}
            rowClassName="text-left"
          />
          <tbody>
            {estimate.sections.map((s) => (
              <tr key={s.id} data-testid="full-exam-section-row">
                <th scope="row" className="py-1 text-left font-normal">
                  {exam === 'sat' ? t(`results.satSection.${s.id}`) : subjectName(t, s.label)}
                </th>
                <td>{t('results.ofTotal', { right: s.right, total: s.total })}</td>
                <td>{t('results.ofTotal', { right: s.points, total: s.max })}</td>
                <td data-testid="full-exam-scaled">
                  <Scaled section={s} scale={estimate.scale} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {routes.length ? (
          <p className="text-sm" data-testid="full-exam-routes">
            {routes
              .map(([id, route]) => {
                const part = flow.blueprint.parts.find((p) => p.id === id)
                const name = part ? partLabel(t, flow.blueprint, part) : id
                return t('results.route', { part: name, route: t(`results.routes.${route}`) })
              })
              .join(' ')}
          </p>
        ) : null}
      </SectionCard>
      <SectionCard title={t('results.methodTitle')}>
        <p data-testid="full-exam-method">{t(`results.method.${estimate.scale}`)}</p>
        <p className="text-sm text-ink-muted">{t('results.limits')}</p>
      </SectionCard>
      <SectionCard title={t('results.byTopic')}>
        <ul className="grid gap-x-10 sm:grid-cols-2" data-testid="full-exam-topics">
          {estimate.topics.map((topic) => (
            <li
              key={`${topic.section}|${topic.topic}`}
              className="flex justify-between gap-4 border-b border-line py-1.5"
              data-testid="full-exam-topic"
            >
              <span>{topicName(t, topic.topic)}</span>
              <span className="shrink-0 tabular-nums">
                {t('results.ofTotal', { right: topic.right, total: topic.total })}
              </span>
            </li>
          ))}
        </ul>
      </SectionCard>
      <div className="flex flex-wrap gap-3">
        <Link to={`?form=${other}`} className="btn-primary">
          {t('results.otherForm', { form: other })}
        </Link>
        <Button variant="secondary" onClick={flow.restart} data-testid="full-exam-restart">
          {t('results.again')}
        </Button>
        <Link to="/progress" className="btn-secondary">
          {t('results.progress')}
        </Link>
      </div>
    </div>
  )
}
