import { Link, useSearchParams } from '@remix-run/react'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ProgressBar } from '~/features/practice/question-view.tsx'
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
  const subjects = Object.entries(figures.sections).map(([name, tally]) => ({
    name,
    ...tally,
    pct: percent(tally.correct, tally.total),
    label: t(`common:subjects.${name}`, { defaultValue: name }),
  }))
  const strong = subjects.filter((s) => maturaIsStrong(s.pct))
  const weak = subjects.filter((s) => maturaIsWeak(s.pct)).sort((a, b) => a.pct - b.pct)
  const passed = status === 'ZDANY'

  return (
    <main id="main" className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8" data-testid="matura-results">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold md:text-3xl">{t('results.title')}</h1>
        <p className="text-sm text-ink-muted">
          <span
            className="rounded-full bg-brand-soft px-2 py-0.5 font-semibold text-brand-strong"
            data-testid="matura-level"
            data-level={figures.level}
          >
            {t(`levels.${figures.level}`)}
          </span>
          {date ? (
            <span className="ml-2" data-testid="matura-date" lang="pl">
              {date}
            </span>
          ) : null}
        </p>
      </div>
      {figures.sectionsInvalid ? (
        <p
          role="status"
          className="rounded-lg border border-warning bg-warning-soft p-3 text-sm"
          data-testid="sections-notice"
        >
          {t('results.sectionsInvalid')}
        </p>
      ) : null}

      <section className="grid gap-4 sm:grid-cols-3" aria-label={t('results.overview')}>
        <div className="card flex flex-col gap-1">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{t('results.percentage')}</h2>
          <p className="text-5xl font-bold" data-testid="matura-percent">
            {figures.percentage}%
          </p>
          <p className="text-sm text-ink-muted">
            {t('results.correctOf', { correct: figures.correct, total: figures.total })}
          </p>
        </div>
        <div className="card flex flex-col gap-1">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{t('results.grade')}</h2>
          <p className="text-5xl font-bold" data-testid="matura-grade" data-grade={grade.grade}>
            {grade.grade}
          </p>
          <p className="font-medium" lang="pl" data-testid="matura-grade-name">
            {grade.name}
          </p>
        </div>
        <div className="card flex flex-col gap-1">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{t('results.status')}</h2>
          <p
            className={`text-3xl font-bold ${passed ? 'text-success' : 'text-danger'}`}
            lang="pl"
            data-testid="matura-status"
            data-status={status}
          >
            {status}
          </p>
          <p className="text-sm text-ink-muted">{t(passed ? 'results.statusPassed' : 'results.statusFailed')}</p>
        </div>
      </section>

      <section className="flex flex-col gap-3" aria-labelledby="matura-subjects">
        <h2 id="matura-subjects" className="text-lg font-semibold">
          {t('results.subjectsTitle')}
        </h2>
        {subjects.length === 0 ? <p className="text-ink-muted">{t('results.noSubjects')}</p> : null}
        <ul className="grid gap-3 sm:grid-cols-3">
          {subjects.map((s) => {
            const subjectStatus = maturaSubjectStatus(s.pct)
            return (
              <li key={s.name} className="card flex flex-col gap-2" data-testid="matura-subject-card">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold">{s.label}</h3>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${subjectStatus === 'PASSED' ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger'}`}
                    data-testid="subject-status"
                    data-status={subjectStatus}
                  >
                    {t(`results.subjectStatus.${subjectStatus}`)}
                  </span>
                </div>
                <p className="text-2xl font-bold">{s.pct}%</p>
                <ProgressBar value={s.pct} label={s.label} />
                <p className="text-sm text-ink-muted">
                  {t('results.correctOf', { correct: s.correct, total: s.total })}
                </p>
              </li>
            )
          })}
        </ul>
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <section className="card flex flex-col gap-2" aria-labelledby="matura-strong">
          <h2 id="matura-strong" className="text-lg font-semibold text-success">
            {t('results.strongTitle')}
          </h2>
          {strong.length ? (
            <ul className="list-disc pl-5" data-testid="matura-strong">
              {strong.map((s) => (
                <li key={s.name}>{t('results.areaLine', { subject: s.label, percent: s.pct })}</li>
              ))}
            </ul>
          ) : (
            <p className="text-ink-muted">{t('results.noStrong')}</p>
          )}
        </section>
        <section className="card flex flex-col gap-2" aria-labelledby="matura-weak">
          <h2 id="matura-weak" className="text-lg font-semibold text-danger">
            {t('results.weakTitle')}
          </h2>
          {weak.length ? (
            <ul className="list-disc pl-5" data-testid="matura-weak">
              {weak.map((s) => (
                <li key={s.name}>{t('results.areaLine', { subject: s.label, percent: s.pct })}</li>
              ))}
            </ul>
          ) : (
            <p className="text-ink-muted">{t('results.noWeak')}</p>
          )}
        </section>
      </div>

      <section className="card flex flex-col gap-2" aria-labelledby="matura-next">
        <h2 id="matura-next" className="text-lg font-semibold">
          {t('results.nextTitle')}
        </h2>
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
      </section>

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Link to={maturaTutorHref(figures)} className="btn-primary" data-testid="tutor-link">
          {t('results.tutor')}
        </Link>
        <Link to="/select-country" className="btn-secondary" data-testid="choose-link">
          {t('results.chooseTest')}
        </Link>
      </div>
    </main>
  )
}
