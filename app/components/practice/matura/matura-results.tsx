import { useSearchParams } from '@remix-run/react'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '~/components/ui/badge.tsx'
import { Card } from '~/components/ui/card.tsx'
import { ProgressBar } from '~/features/practice/question-view.tsx'
import { cn } from '~/utils/misc.ts'
import { Panel, subjectLabel } from '../results/result-parts.tsx'
import { ResultsPage } from '../results/results-page.tsx'
import { maturaResultFigures, maturaTutorHref } from '#api/domain/exam/links.ts'
import {
  maturaGrade,
  maturaIsStrong,
  maturaIsWeak,
  maturaStatus,
  maturaSubjectStatus,
  percent,
} from '#api/domain/exam/scoring.ts'

/** Dates on the Matura results are Polish whatever the interface language (spec). */
const POLISH_DATE = new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', year: 'numeric' })
const FIGURE = 'text-sm font-semibold uppercase tracking-wide text-ink-muted'

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
  const subjects = Object.entries(figures.sections).map(([name, tally]) => {
    return { name, ...tally, pct: percent(tally.correct, tally.total), label: subjectLabel(t, name) }
  })
  const weak = subjects.filter((s) => maturaIsWeak(s.pct)).sort((a, b) => a.pct - b.pct)
  const passed = status === 'ZDANY'
  const areas = (kind: 'strong' | 'weak', list: typeof subjects) => (
    <Panel
      title={t(`results.${kind}Title`)}
      className="gap-2"
      titleClassName={kind === 'strong' ? 'text-success' : 'text-danger'}
    >
      {list.length ? (
        <ul className="list-disc pl-5" data-testid={`matura-${kind}`}>
          {list.map((s) => (
            <li key={s.name}>{t('results.areaLine', { subject: s.label, percent: s.pct })}</li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-muted">{t(kind === 'strong' ? 'results.noStrong' : 'results.noWeak')}</p>
      )}
    </Panel>
  )
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
  const links = [
    { to: maturaTutorHref(figures), label: t('results.tutor'), testId: 'tutor-link' },
    { to: '/select-country', label: t('results.chooseTest'), testId: 'choose-link' },
  ]

  return (
    <ResultsPage
      testId="matura-results"
      title={t('results.title')}
      aside={aside}
      notice={figures.sectionsInvalid ? t('results.sectionsInvalid') : null}
      links={links}
    >
      <section className="grid gap-4 sm:grid-cols-3" aria-label={t('results.overview')}>
        <Card className="flex flex-col gap-1">
          <h2 className={FIGURE}>{t('results.percentage')}</h2>
          <p className="text-5xl font-bold" data-testid="matura-percent">
            {figures.percentage}%
          </p>
          <p className="text-sm text-ink-muted">
            {t('results.correctOf', { correct: figures.correct, total: figures.total })}
          </p>
        </Card>
        <Card className="flex flex-col gap-1">
          <h2 className={FIGURE}>{t('results.grade')}</h2>
          <p className="text-5xl font-bold" data-testid="matura-grade" data-grade={grade.grade}>
            {grade.grade}
          </p>
          <p className="font-medium" lang="pl" data-testid="matura-grade-name">
            {grade.name}
          </p>
        </Card>
        <Card className="flex flex-col gap-1">
          <h2 className={FIGURE}>{t('results.status')}</h2>
          <p
            className={cn('text-3xl font-bold', passed ? 'text-success' : 'text-danger')}
            lang="pl"
            data-testid="matura-status"
            data-status={status}
          >
            {status}
          </p>
          <p className="text-sm text-ink-muted">{t(passed ? 'results.statusPassed' : 'results.statusFailed')}</p>
        </Card>
      </section>
      <section className="flex flex-col gap-3" aria-label={t('results.subjectsTitle')}>
        <h2 className="text-lg font-semibold">{t('results.subjectsTitle')}</h2>
        {subjects.length === 0 ? <p className="text-ink-muted">{t('results.noSubjects')}</p> : null}
        <ul className="grid gap-3 sm:grid-cols-3">
          {subjects.map((s) => {
            const subjectStatus = maturaSubjectStatus(s.pct)
            return (
              <Card as="li" key={s.name} className="flex flex-col gap-2" data-testid="matura-subject-card">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold">{s.label}</h3>
                  <Badge
                    tone={subjectStatus === 'PASSED' ? 'success' : 'danger'}
                    data-testid="subject-status"
                    data-status={subjectStatus}
                  >
                    {t(`results.subjectStatus.${subjectStatus}`)}
                  </Badge>
                </div>
                <p className="text-2xl font-bold">{s.pct}%</p>
                <ProgressBar value={s.pct} label={s.label} />
                <p className="text-sm text-ink-muted">
                  {t('results.correctOf', { correct: s.correct, total: s.total })}
                </p>
              </Card>
            )
          })}
        </ul>
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        {areas(
          'strong',
          subjects.filter((s) => maturaIsStrong(s.pct)),
        )}
        {areas('weak', weak)}
      </div>
      <Panel title={t('results.nextTitle')} className="gap-2">
        <ol className="list-decimal pl-5" data-testid="matura-next-steps">
          {weak.map((s) => (
            <li key={s.name}>{t('results.next.weakSubject', { subject: s.label })}</li>
          ))}
          {passed ? null : <li>{t('results.next.passMark')}</li>}
          <li>{t('results.next.tutor')}</li>
          {figures.level === 'Basic' && maturaIsStrong(figures.percentage) ? (
            <li>{t('results.next.tryExtended')}</li>
          ) : (
            <li>{t('results.next.retake')}</li>
          )}
        </ol>
      </Panel>
    </ResultsPage>
  )
}
