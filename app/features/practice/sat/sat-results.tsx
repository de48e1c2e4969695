import { useSearchParams } from '@remix-run/react'
import { useMemo } from 'react'
import { Badge, type BadgeTone } from '~/components/ui/badge.tsx'
import { SectionCard } from '~/components/ui/card.tsx'
import { ProgressBar } from '~/features/questions/question-view.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { textKey } from '~/utils/names.ts'
import { Figures, ResultsPage, type Figure } from '../results/result-blocks.tsx'
import { SubjectBars, tallyRows } from '../results/result-lists.tsx'

import { satResultFigures, satTutorHref } from '#domain/exam/links.ts'
import { percent, satLevel, type SatLevel } from '#domain/exam/scoring.ts'

const TONE: Record<SatLevel, BadgeTone> = {
  Excellent: 'success',
  Good: 'brand',
  Average: 'warning',
  'Needs Improvement': 'danger',
}

/** /sat-results: every figure from the query (sections first, score as the fallback), scored by the exam rules. */
export function SatResults() {
  const { t } = useTranslation(['sat', 'common'])
  const [params] = useSearchParams()
  const figures = useMemo(() => satResultFigures(params), [params])
  const level = satLevel(figures.totalScore)
  const levelKey = textKey(level)
  const { halves } = figures
  const headline: Figure[] = [
    {
      label: t('results.totalScore'),
      value: figures.totalScore,
      sub: `${t('results.outOf', { max: 1600 })} · ${t('results.range')}`,
      valueAttrs: { 'data-testid': 'sat-total' },
    },
    {
      label: t('results.level'),
      value: (
        <Badge tone={TONE[level]} className="px-3 py-1 text-base" data-testid="sat-level" data-level={level}>
          {t(`levels.${levelKey}`)}
        </Badge>
      ),
    },
    ...(halves ? (['readingWriting', 'math'] as const) : []).map((key) => ({
      label: t(`results.halves.${key}`),
      value: halves?.[key],
      // Spec: each half's score with a progress bar over its 200–800 scale.
      sub: (
        <>
          {t('results.outOf', { max: 800 })}
          <div className="mt-2" data-testid={`sat-${key}-bar`}>
            <ProgressBar value={(((halves?.[key] ?? 200) - 200) / 600) * 100} label={t(`results.halves.${key}`)} />
          </div>
        </>
      ),
      valueAttrs: { 'data-testid': `sat-${key}` },
    })),
  ]
  const links = [
    { to: satTutorHref(figures), label: t('results.tutor'), testId: 'tutor-link' },
    { to: '/sat-practice', label: t('results.another'), testId: 'retake-link' },
    { to: '/select-country', label: t('results.chooseTest'), testId: 'choose-link' },
  ]
  const line = (pct: number, tally: { correct: number; total: number }) => ({
    detail: t('results.sectionLine', { ...tally, percent: pct }),
  })
  return (
    <ResultsPage
      testId="sat-results"
      title={t('results.title')}
      notice={figures.sectionsInvalid ? t('results.sectionsInvalid') : null}
      links={links}
    >
      <Figures figures={headline} className="gap-3 sm:grid-cols-2" />
      {halves ? null : (
        <p className="text-ink-muted" data-testid="sat-no-halves">
          {t('results.noSections')}
        </p>
      )}
      {Object.keys(figures.sections).length > 0 ? (
        <SubjectBars
          title={t('results.breakdown')}
          rows={tallyRows(figures.sections, line)}
          testId="sat-breakdown-row"
        />
      ) : null}
      <SectionCard title={t('results.summaryTitle')} className="gap-2">
        <p data-testid="sat-summary">
          {t('results.summary', {
            correct: figures.correct,
            total: figures.total,
            percent: percent(figures.correct, figures.total),
          })}
        </p>
        <p className="text-ink-muted">{t(`results.levelMessage.${levelKey}`)}</p>
      </SectionCard>
    </ResultsPage>
  )
}
