import { Link, useSearchParams } from '@remix-run/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { ProgressBar } from '~/features/practice/question-view.tsx'
import { satResultFigures, satTutorHref } from '#api/domain/exam/links.ts'
import { SAT_SECTION_MIN, SAT_SECTION_SPAN, percent, satLevel, type SatLevel } from '#api/domain/exam/scoring.ts'

const LEVEL_KEY: Record<SatLevel, string> = {
  Excellent: 'excellent',
  Good: 'good',
  Average: 'average',
  'Needs Improvement': 'needsImprovement',
}
const LEVEL_TONE: Record<SatLevel, string> = {
  Excellent: 'bg-success-soft text-success',
  Good: 'bg-brand-soft text-brand-strong',
  Average: 'bg-warning-soft text-warning',
  'Needs Improvement': 'bg-danger-soft text-danger',
}

/** /sat-results: every figure from the query (sections first, score as the fallback), scored by app/scoring.ts. */
export function SatResults() {
  const { t } = useTranslation(['sat', 'common'])
  const [params] = useSearchParams()
  const figures = useMemo(() => satResultFigures(params), [params])
  const level = satLevel(figures.totalScore)
  const levelKey = LEVEL_KEY[level]
  const sections = Object.entries(figures.sections)
  const sectionBar = (score: number) => ((score - SAT_SECTION_MIN) / SAT_SECTION_SPAN) * 100

  return (
    <main id="main" className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8" data-testid="sat-results">
      <h1 className="text-2xl font-bold md:text-3xl">{t('results.title')}</h1>
      {figures.sectionsInvalid ? (
        <p
          role="status"
          className="rounded-lg border border-warning bg-warning-soft p-3 text-sm"
          data-testid="sections-notice"
        >
          {t('results.sectionsInvalid')}
        </p>
      ) : null}

      <section
        className="card flex flex-col gap-4 md:flex-row md:items-center md:justify-between"
        aria-labelledby="sat-total-title"
      >
        <div>
          <h2 id="sat-total-title" className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
            {t('results.totalScore')}
          </h2>
          <p className="mt-1 flex items-baseline gap-2">
            <span className="text-5xl font-bold" data-testid="sat-total">
              {figures.totalScore}
            </span>
            <span className="text-ink-muted">{t('results.outOf', { max: 1600 })}</span>
          </p>
          <p className="mt-1 text-sm text-ink-muted">{t('results.range')}</p>
        </div>
        <div className="flex flex-col items-start gap-1 md:items-end">
          <span className="text-sm text-ink-muted">{t('results.level')}</span>
          <span
            className={`rounded-full px-3 py-1 text-base font-semibold ${LEVEL_TONE[level]}`}
            data-testid="sat-level"
            data-level={level}
          >
            {t(`levels.${levelKey}`)}
          </span>
        </div>
      </section>

      <section className="card flex flex-col gap-4" aria-labelledby="sat-halves">
        <h2 id="sat-halves" className="text-lg font-semibold">
          {t('results.sectionScores')}
        </h2>
        {figures.halves ? (
          <dl className="grid gap-4 sm:grid-cols-2">
            {(
              [
                ['readingWriting', figures.halves.readingWriting],
                ['math', figures.halves.math],
              ] as const
            ).map(([key, score]) => (
              <div key={key} className="flex flex-col gap-2" data-testid={`sat-half-${key}`}>
                <dt className="flex items-baseline justify-between gap-2">
                  <span className="font-medium">{t(`results.halves.${key}`)}</span>
                  <span className="text-sm text-ink-muted">{t('results.outOf', { max: 800 })}</span>
                </dt>
                <dd className="flex flex-col gap-2">
                  <span className="text-3xl font-bold" data-testid={`sat-${key}`}>
                    {score}
                  </span>
                  <ProgressBar value={sectionBar(score)} label={t(`results.halves.${key}`)} />
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-ink-muted" data-testid="sat-no-halves">
            {t('results.noSections')}
          </p>
        )}
      </section>

      {sections.length > 0 ? (
        <section className="card flex flex-col gap-3" aria-labelledby="sat-breakdown">
          <h2 id="sat-breakdown" className="text-lg font-semibold">
            {t('results.breakdown')}
          </h2>
          <ul className="flex flex-col gap-4">
            {sections.map(([name, tally]) => {
              const pct = percent(tally.correct, tally.total)
              const label = t(`common:subjects.${name}`, { defaultValue: name })
              return (
                <li key={name} className="flex flex-col gap-1" data-testid="sat-breakdown-row">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-medium">{label}</span>
                    <span className="text-sm text-ink-muted">
                      {t('results.sectionLine', { correct: tally.correct, total: tally.total, percent: pct })}
                    </span>
                  </div>
                  <ProgressBar value={pct} label={label} />
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}

      <section className="card flex flex-col gap-2" aria-labelledby="sat-summary">
        <h2 id="sat-summary" className="text-lg font-semibold">
          {t('results.summaryTitle')}
        </h2>
        <p data-testid="sat-summary">
          {t('results.summary', {
            correct: figures.correct,
            total: figures.total,
            percent: percent(figures.correct, figures.total),
          })}
        </p>
        <p className="text-ink-muted">{t(`results.levelMessage.${levelKey}`)}</p>
      </section>

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Link to={satTutorHref(figures)} className="btn-primary" data-testid="tutor-link">
          {t('results.tutor')}
        </Link>
        <Link to="/sat-practice" className="btn-secondary" data-testid="retake-link">
          {t('results.another')}
        </Link>
        <Link to="/select-country" className="btn-secondary" data-testid="choose-link">
          {t('results.chooseTest')}
        </Link>
      </div>
    </main>
  )
}
