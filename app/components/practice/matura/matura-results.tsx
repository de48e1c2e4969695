import { useSearchParams } from '@remix-run/react'
import { useEffect, useMemo, useState } from 'react'
import { Badge } from '~/components/ui/badge.tsx'
import { SectionCard } from '~/components/ui/card.tsx'
import { subjectName } from '~/i18n/names.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { Figures, ResultsPage } from '../results/result-blocks.tsx'
import { SubjectBars, tallyRows, TopicLists } from '../results/result-lists.tsx'
import { maturaResultFigures, maturaTutorHref } from '#api/domain/exam/links.ts'
import {
  maturaGrade,
  maturaIsStrong,
  maturaIsWeak,
  maturaStatus,
  maturaSubjectStatus,
} from '#api/domain/exam/scoring.ts'

/** Dates on the Matura results are Polish whatever the interface language (spec). */
const POLISH_DATE = new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', year: 'numeric' })

/** /matura-results: percentage, grade 1-5 with its Polish name, ZDANY/NIEZDANY and the subject analysis. */
export function MaturaResults() {
  const { t } = useTranslation(['matura', 'common'])
  const [params] = useSearchParams()
  const figures = useMemo(() => maturaResultFigures(params), [params])
  const [date, setDate] = useState<string | null>(null)
  useEffect(() => setDate(POLISH_DATE.format(new Date())), [])
  useEffect(() => {
    if (figures.sectionsInvalid)
      console.warn('The sections parameter of /matura-results could not be read; it is left empty.')
  }, [figures.sectionsInvalid])

  const grade = maturaGrade(figures.percentage)
  const status = maturaStatus(figures.percentage)
  const passed = status === 'ZDANY'
  const subjects = tallyRows(figures.sections, (pct, tally) => {
    const subjectStatus = maturaSubjectStatus(pct)
    return {
      detail: `${pct}% · ${t('results.correctOf', tally)}`,
      badge: (
        <Badge
          tone={subjectStatus === 'PASSED' ? 'success' : 'danger'}
          data-testid="subject-status"
          data-status={subjectStatus}
        >
          {t(`results.subjectStatus.${subjectStatus}`)}
        </Badge>
      ),
    }
  })
  const rows = (keep: (pct: number) => boolean) =>
    subjects.filter((s) => keep(s.pct)).map((s) => ({ topic: s.subject, pct: s.pct }))
  const weak = rows(maturaIsWeak).sort((a, b) => a.pct - b.pct)
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
      value: `${figures.percentage}%`,
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
        lists={{ strong: rows(maturaIsStrong), weak }}
        title={(key) => t(key.startsWith('no') ? `results.${key}` : `results.${key}Title`)}
        testId={(kind) => `matura-${kind}`}
        subjects
      />
      <SectionCard title={t('results.nextTitle')} className="gap-2">
        <ol className="list-decimal pl-5" data-testid="matura-next-steps">
          {weak.map((s) => (
            <li key={s.topic}>{t('results.next.weakSubject', { subject: subjectName(t, s.topic) })}</li>
          ))}
          {passed ? null : <li>{t('results.next.passMark')}</li>}
          <li>{t('results.next.tutor')}</li>
          {figures.level === 'Basic' && maturaIsStrong(figures.percentage) ? (
            <li>{t('results.next.tryExtended')}</li>
          ) : (
            <li>{t('results.next.retake')}</li>
          )}
        </ol>
      </SectionCard>
    </ResultsPage>
  )
}
