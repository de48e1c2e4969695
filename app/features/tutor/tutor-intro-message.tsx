import { useTranslation } from '~/i18n/react.tsx'
import { subjectName, topicName } from '~/utils/names.ts'
import type { AreaRow, TutorAnalysis, TutorIntro } from '~/utils/tutor-intro.ts'

type T = ReturnType<typeof useTranslation>['t']

/** Translated names for the tutor intro and the context text: subjects from common:subjects, topics from common:topics. */
export function useTutorLabels() {
  const { t } = useTranslation(['tutor', 'common'])
  return { subject: (name: string) => subjectName(t, name), topic: (name: string) => topicName(t, name) }
}

/**
 * The first assistant message (spec section 2, /ai-tutor): the analysis of a result (overall score, subject
 * breakdown, weak and strong areas, with fallbacks when there are none) or the default greeting; then the help
 * list and the question what to work on first. `null` while a stored session is being read.
 */
export function TutorIntroMessage({ intro }: { intro: TutorIntro | null }) {
  const { t } = useTranslation(['tutor', 'common'])
  if (intro === null) {
    return (
      <p role="status" className="text-ink-muted" data-testid="tutor-intro-loading">
        {t('intro.loading')}
      </p>
    )
  }
  return (
    <div className="flex flex-col gap-3" data-intro={intro.kind}>
      {intro.kind === 'analysis' ? (
        <Analysis analysis={intro.analysis} t={t} />
      ) : (
        <p data-testid="tutor-greeting">{t('intro.greeting')}</p>
      )}
      <div data-testid="tutor-help">
        <p className="font-semibold">{t('intro.helpTitle')}</p>
        <ul className="mt-1 list-disc pl-5">
          {(['practice', 'concepts', 'strategies', 'memory'] as const).map((key) => (
            <li key={key}>{t(`intro.help.${key}`)}</li>
          ))}
        </ul>
      </div>
      <p className="font-semibold" data-testid="tutor-prompt">
        {t('intro.prompt')}
      </p>
    </div>
  )
}

function Analysis({ analysis, t }: { analysis: TutorAnalysis; t: T }) {
  const exam = analysis.exam ?? (analysis.source === 'session' ? 'NMT' : null)
  const score = analysis.score
  const isSubject = (name: string) =>
    analysis.breakdown.some((r) => r.name === name) || analysis.subjects.includes(name)
  const areaName = (name: string) => (isSubject(name) ? subjectName(t, name) : topicName(t, name))
  return (
    <>
      <p className="font-semibold" data-testid="tutor-analysis-title">
        {exam ? t('intro.analysisTitle', { exam: t(`intro.exams.${exam}`) }) : t('intro.analysisTitleGeneric')}
      </p>
      <ul className="flex flex-col gap-0.5">
        {score ? (
          <li data-testid="tutor-overall">
            {t('intro.overall', {
              score:
                score.kind === 'sat'
                  ? t('intro.scorePoints', { score: score.value })
                  : t('intro.scorePercent', { score: score.value }),
            })}
          </li>
        ) : null}
        {analysis.level ? (
          <li data-testid="tutor-level">{t('intro.level', { level: t(`intro.levels.${analysis.level}`) })}</li>
        ) : null}
        {analysis.province ? (
          <li data-testid="tutor-province">{t('intro.province', { province: analysis.province })}</li>
        ) : null}
        {analysis.subjects.length ? (
          <li data-testid="tutor-subjects">
            {t('intro.subjects', { list: analysis.subjects.map((s) => subjectName(t, s)).join(', ') })}
          </li>
        ) : null}
      </ul>
      {analysis.breakdown.length ? (
        <div data-testid="tutor-breakdown">
          <p className="font-semibold">{t('intro.breakdownTitle')}</p>
          <ul className="mt-1 list-disc pl-5">
            {analysis.breakdown.map((row) => (
              <li key={row.name} data-testid="tutor-breakdown-row">
                {subjectName(t, row.name)}:{' '}
                {row.correct !== null
                  ? t('intro.breakdownTally', { correct: row.correct, total: row.total, pct: row.pct })
                  : t('intro.breakdownPercent', { pct: row.pct })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {AREA_KINDS.map((kind) => (
        <AreaList key={kind} kind={kind} rows={analysis[kind]} name={areaName} t={t} />
      ))}
    </>
  )
}

const AREA_KINDS = ['weak', 'strong'] as const

/** The weak or the strong areas (texts `intro.{kind}Title` and `intro.{kind}None`), or the line saying there are none. */
function AreaList({
  kind,
  rows,
  name,
  t,
}: {
  kind: (typeof AREA_KINDS)[number]
  rows: AreaRow[]
  name: (n: string) => string
  t: T
}) {
  const testId = `tutor-${kind}`
  return (
    <div data-testid={testId}>
      <p className="font-semibold">{t(`intro.${kind}Title`)}</p>
      {rows.length ? (
        <ul className="mt-1 list-disc pl-5">
          {rows.map((row) => (
            <li key={row.name} data-testid={`${testId}-row`}>
              {name(row.name)} ({row.pct}%)
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-muted" data-testid={`${testId}-none`}>
          {t(`intro.${kind}None`)}
        </p>
      )}
    </div>
  )
}
