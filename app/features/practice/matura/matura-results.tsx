import { useSearchParams } from '@remix-run/react'
import { useEffect, useMemo, useState } from 'react'
import { Badge } from '~/components/ui/badge.tsx'
import { SectionCard } from '~/components/ui/card.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { formatDate } from '~/utils/date-format.ts'
import { subjectName } from '~/utils/names.ts'
import { Figures, ResultsPage } from '../results/result-blocks.tsx'
import { SubjectBars, TopicLists } from '../results/result-lists.tsx'
import { maturaResultFigures, maturaTutorHref } from '#domain/exam/links.ts'
import { maturaAnalysis } from '#domain/exam/results.ts'
import { maturaGrade, maturaStatus, shownPercent } from '#domain/exam/scoring.ts'

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }

/** /matura-results: percentage, grade 1-5 with its Polish name, ZDANY/NIEZDANY and the subject analysis. */
export function MaturaResults() {
  const { t, i18n } = useTranslation(['matura', 'common'])
  const [params] = useSearchParams()
  const figures = useMemo(() => maturaResultFigures(params), [params])
  const [date, setDate] = useState<string | null>(null)
  // Today in the browser's time zone, after hydration.
  useEffect(() => setDate(formatDate(new Date(), i18n.language, DATE_OPTIONS)), [i18n.language])
  useEffect(() => {
    if (figures.sectionsInvalid)
      console.warn('The sections parameter of /matura-results could not be read; it is left empty.')
  }, [figures.sectionsInvalid])

  const grade = maturaGrade(figures.percentage)
  const status = maturaStatus(figures.percentage)
  const passed = status === 'ZDANY'
  const analysis = maturaAnalysis(figures)
  const subjects = analysis.subjects.map(({ subject, pct, tally, status }) => ({
    subject,
    pct,
    detail: `${pct}% · ${t('results.correctOf', tally)}`,
    badge: (
      <Badge tone={status === 'PASSED' ? 'success' : 'danger'} data-testid="subject-status" data-status={status}>
        {t(`results.subjectStatus.${status}`)}
      </Badge>
    ),
  }))
  const aside = (
    <p className="text-sm text-ink-muted">
      <Badge tone="brand" data-testid="matura-level" data-level={figures.level}>
        {t(`levels.${figures.level}`)}
      </Badge>
      {/* The date is the student's (set after hydration); its box is reserved so the page does not shift (CLS). */}
      <span className="ml-2 inline-block min-w-[9.5rem]" data-testid="matura-date" lang="pl">
        {date}
      </span>
    </p>
  )
  const headline = [
    {
      label: t('results.percentage'),
      value: `${shownPercent(figures.percentage)}%`,
      sub: t('results.correctOf', { correct: figures.correct, total: figures.total }),
      valueAttrs: { 'data-testid': 'matura-percent' },
    },
    {
      label: t('results.grade'),
      value: grade.grade,
      sub: grade.name,
      valueAttrs: { 'data-testid': 'matura-grade', 'data-grade': String(grade.grade) },
      subAttrs: { 'data-testid': 'matura-grade-name', lang: 'pl' },
    },
    {
      label: t('results.status'),
      value: status,
      sub: t(passed ? 'results.statusPassed' : 'results.statusFailed'),
      valueAttrs: { 'data-testid': 'matura-status', 'data-status': status, lang: 'pl' },
      tone: passed ? ('success' as const) : ('danger' as const),
    },
  ]

  return (
    <ResultsPage
      testId="matura-results"
      title={t('results.title')}
      aside={aside}
      notice={figures.sectionsInvalid ? t('results.sectionsInvalid') : null}
      links={[
        { to: maturaTutorHref(figures), label: t('results.tutor'), testId: 'tutor-link' },
        { to: '/select-country', label: t('results.chooseTest'), testId: 'choose-link' },
      ]}
    >
      <Figures figures={headline} label={t('results.overview')} className="gap-4 sm:grid-cols-3" />
      <SubjectBars
        title={t('results.subjectsTitle')}
        rows={subjects}
        testId="matura-subject-card"
        empty={t('results.noSubjects')}
      />
      <TopicLists
        lists={analysis}
        title={(key) => t(key.startsWith('no') ? `results.${key}` : `results.${key}Title`)}
        testId={(kind) => `matura-${kind}`}
        subjects
      />
      <SectionCard title={t('results.nextTitle')} className="gap-2">
        <ol className="list-decimal pl-5" data-testid="matura-next-steps">
          {analysis.steps.map(({ key, subject }) => (
            <li key={key + (subject ?? '')}>
              {t(`results.next.${key}`, { subject: subject && subjectName(t, subject) })}
            </li>
          ))}
        </ol>
      </SectionCard>
    </ResultsPage>
  )
}
