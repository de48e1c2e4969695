import { useSearchParams } from '@remix-run/react'
import { useMemo } from 'react'
import { Badge, type BadgeTone } from '~/components/ui/badge.tsx'
import { Card } from '~/components/ui/card.tsx'
import { ProgressBar } from '~/features/practice/question-view.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { Panel, subjectLabel } from '../results/result-parts.tsx'
import { ResultsPage } from '../results/results-page.tsx'
import { satResultFigures, satTutorHref } from '#api/domain/exam/links.ts'
import { SAT_SECTION_MIN, SAT_SECTION_SPAN, percent, satLevel, type SatLevel } from '#api/domain/exam/scoring.ts'

const LEVEL: Record<SatLevel, [key: string, tone: BadgeTone]> = {
  Excellent: ['excellent', 'success'],
  Good: ['good', 'brand'],
  Average: ['average', 'warning'],
  'Needs Improvement': ['needsImprovement', 'danger'],
}
const HALVES = ['readingWriting', 'math'] as const

/** /sat-results: every figure from the query (sections first, score as the fallback), scored by the exam rules. */
export function SatResults() {
  const { t } = useTranslation(['sat', 'common'])
  const [params] = useSearchParams()
  const figures = useMemo(() => satResultFigures(params), [params])
  const level = satLevel(figures.totalScore)
  const [levelKey, tone] = LEVEL[level]
  const links = [
    { to: satTutorHref(figures), label: t('results.tutor'), testId: 'tutor-link' },
    { to: '/sat-practice', label: t('results.another'), testId: 'retake-link' },
    { to: '/select-country', label: t('results.chooseTest'), testId: 'choose-link' },
  ]
  return (
    <ResultsPage
      testId="sat-results"
      title={t('results.title')}
      notice={figures.sectionsInvalid ? t('results.sectionsInvalid') : null}
      links={links}
    >
      <Card as="section" className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{t('results.totalScore')}</h2>
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
          <Badge tone={tone} className="px-3 py-1 text-base" data-testid="sat-level" data-level={level}>
            {t(`levels.${levelKey}`)}
          </Badge>
        </div>
      </Card>
      <Panel title={t('results.sectionScores')} className="gap-4">
        {figures.halves ? (
          <dl className="grid gap-4 sm:grid-cols-2">
            {HALVES.map((key) => (
              <div key={key} className="flex flex-col gap-2" data-testid={`sat-half-${key}`}>
                <dt className="flex items-baseline justify-between gap-2">
                  <span className="font-medium">{t(`results.halves.${key}`)}</span>
                  <span className="text-sm text-ink-muted">{t('results.outOf', { max: 800 })}</span>
                </dt>
                <dd className="flex flex-col gap-2">
                  <span className="text-3xl font-bold" data-testid={`sat-${key}`}>
                    {figures.halves![key]}
                  </span>
                  <ProgressBar
                    value={((figures.halves![key] - SAT_SECTION_MIN) / SAT_SECTION_SPAN) * 100}
                    label={t(`results.halves.${key}`)}
                  />
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-ink-muted" data-testid="sat-no-halves">
            {t('results.noSections')}
          </p>
        )}
      </Panel>
      {Object.keys(figures.sections).length > 0 ? (
        <Panel title={t('results.breakdown')}>
          <ul className="flex flex-col gap-4">
            {Object.entries(figures.sections).map(([name, tally]) => {
              const pct = percent(tally.correct, tally.total)
              return (
                <li key={name} className="flex flex-col gap-1" data-testid="sat-breakdown-row">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-medium">{subjectLabel(t, name)}</span>
                    <span className="text-sm text-ink-muted">
                      {t('results.sectionLine', { correct: tally.correct, total: tally.total, percent: pct })}
                    </span>
                  </div>
                  <ProgressBar value={pct} label={subjectLabel(t, name)} />
                </li>
              )
            })}
          </ul>
        </Panel>
      ) : null}
      <Panel title={t('results.summaryTitle')} className="gap-2">
        <p data-testid="sat-summary">
          {t('results.summary', {
            correct: figures.correct,
            total: figures.total,
            percent: percent(figures.correct, figures.total),
          })}
        </p>
        <p className="text-ink-muted">{t(`results.levelMessage.${levelKey}`)}</p>
      </Panel>
    </ResultsPage>
  )
}
