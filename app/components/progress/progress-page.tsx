import { Link, useRevalidator } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LocalDate } from '~/components/practice/results/result-parts.tsx'
import {
  SESSION_DATE_OPTIONS,
  examName,
  formatNumber,
  formatPercent,
  subjectName,
} from '~/components/progress/format.ts'
import { ProgressRing } from '~/components/progress/progress-ring.tsx'
import { FOCUS_THRESHOLD, focusAreas, weaknessBadge } from '~/scoring.ts'
import {
  hasProgress,
  summarizeLocal,
  type ProgressSummary,
  type RecentSession,
  type SubjectProgress,
} from '~/utils/progress-summary.ts'
import { readLocal } from '~/utils/storage.ts'

/** Login is a browser navigation (spec section 2); the visitor comes back here afterwards. */
const LOGIN_HREF = `/api/login?returnTo=${encodeURIComponent('/progress')}`

const BADGE_CLASS = {
  error: 'bg-danger-soft text-danger',
  warning: 'bg-warning-soft text-warning',
  success: 'bg-success-soft text-success',
} as const

type VisitorProgress = { summary: ProgressSummary; reset: boolean }

/** The visitor's userProgress, validated: a corrupt value is removed (storage.ts) and reported as reset. */
function readVisitorProgress(now: Date): VisitorProgress {
  let stored = false
  try {
    stored = window.localStorage.getItem('userProgress') !== null
  } catch {
    // Storage unavailable (private mode): nothing saved here.
  }
  let entries: ReturnType<typeof readLocal<'userProgress'>> = null
  try {
    entries = readLocal('userProgress')
  } catch {
    entries = null
  }
  return { summary: summarizeLocal(entries ?? [], now), reset: stored && entries === null }
}

/**
 * /progress: stat cards, a ring per subject, the 5 most recent sessions and up to 3 focus subjects. Signed in:
 * the loader's summary of the account; visitors: this browser's userProgress, read after hydration.
 */
export function ProgressPage({
  signedIn,
  summary,
  loadError,
}: {
  signedIn: boolean
  summary: ProgressSummary | null
  loadError: boolean
}) {
  const { t } = useTranslation(['progress', 'common'])
  const [visitor, setVisitor] = useState<VisitorProgress | null>(null)

  useEffect(() => {
    if (!signedIn) setVisitor(readVisitorProgress(new Date()))
  }, [signedIn])

  const data = signedIn ? summary : (visitor?.summary ?? null)

  return (
    <main id="main" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 md:py-10" data-testid="progress-page">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-ink-muted">{signedIn ? t('subtitleAccount') : t('subtitleBrowser')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/select-country" className="btn-primary" data-testid="progress-start-practice">
            {t('actions.startPractice')}
          </Link>
          <Link to="/ai-tutor" className="btn-secondary" data-testid="progress-ask-tutor">
            {t('actions.askTutor')}
          </Link>
        </div>
      </div>

      {!signedIn ? (
        <section
          aria-labelledby="progress-login-title"
          className="card flex flex-col gap-3 border-brand bg-brand-soft md:flex-row md:items-center md:justify-between"
          data-testid="progress-login-card"
        >
          <div>
            <h2 id="progress-login-title" className="text-lg font-semibold">
              {t('login.title')}
            </h2>
            <p className="mt-1 text-sm">{t('login.text')}</p>
          </div>
          <a href={LOGIN_HREF} className="btn-primary shrink-0" data-testid="progress-login">
            {t('login.button')}
          </a>
        </section>
      ) : null}

      {visitor?.reset ? (
        <p
          role="status"
          className="rounded-lg border border-warning bg-warning-soft p-3 text-sm text-warning"
          data-testid="progress-storage-reset"
        >
          {t('storageReset')}
        </p>
      ) : null}

      {loadError ? <LoadError /> : data === null ? <Loading /> : <ProgressContent summary={data} />}
    </main>
  )
}

function Loading() {
  const { t } = useTranslation('common')
  return (
    <p role="status" className="text-ink-muted" data-testid="progress-loading">
      {t('states.loading')}
    </p>
  )
}

/** A failed API call: the spec's Error / Retry, never a crash. Retry runs the loader again. */
function LoadError() {
  const { t } = useTranslation(['progress', 'common'])
  const revalidator = useRevalidator()
  const busy = revalidator.state !== 'idle'
  return (
    <section
      role="alert"
      aria-labelledby="progress-error-title"
      className="card flex flex-col items-start gap-3 border-danger bg-danger-soft"
      data-testid="progress-error"
    >
      <h2 id="progress-error-title" className="text-lg font-semibold text-danger">
        {t('common:states.error')}
      </h2>
      <p>{t('error.text')}</p>
      <button
        type="button"
        className="btn-primary"
        onClick={() => revalidator.revalidate()}
        disabled={busy}
        aria-busy={busy}
        data-testid="progress-retry"
      >
        {busy ? t('common:states.loading') : t('common:states.retry')}
      </button>
    </section>
  )
}

function ProgressContent({ summary }: { summary: ProgressSummary }) {
  const empty = !hasProgress(summary)
  return (
    <>
      <StatCards summary={summary} />
      {empty ? <JourneyCard /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <SubjectsCard subjects={summary.subjects} />
        <RecommendationsCard subjects={summary.subjects} />
      </div>
      <RecentSessions sessions={summary.recent} />
    </>
  )
}

function StatCards({ summary }: { summary: ProgressSummary }) {
  const { t, i18n } = useTranslation('progress')
  const lng = i18n.language
  const stats = [
    { id: 'total-sessions', label: t('stats.totalSessions'), value: formatNumber(summary.totalSessions, lng) },
    {
      id: 'questions-answered',
      label: t('stats.questionsAnswered'),
      value: formatNumber(summary.questionsAnswered, lng),
    },
    { id: 'overall-accuracy', label: t('stats.overallAccuracy'), value: formatPercent(summary.overallAccuracy, lng) },
    { id: 'streak', label: t('stats.streak'), value: t('stats.streakDays', { count: summary.streak }) },
  ]
  return (
    <section aria-labelledby="progress-stats-title">
      <h2 id="progress-stats-title" className="sr-only">
        {t('stats.label')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
        {stats.map((s) => (
          <div key={s.id} className="card flex flex-col gap-1 p-4 md:p-5">
            <dt className="text-sm text-ink-muted">{s.label}</dt>
            <dd className="text-2xl font-bold tabular-nums md:text-3xl" data-testid={`stat-${s.id}`}>
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function JourneyCard() {
  const { t } = useTranslation('progress')
  return (
    <section
      aria-labelledby="progress-journey-title"
      className="card flex flex-col items-start gap-3 border-2 border-dashed border-brand text-left md:items-center md:text-center"
      data-testid="progress-journey"
    >
      <h2 id="progress-journey-title" className="text-xl font-semibold">
        {t('journey.title')}
      </h2>
      <p className="max-w-prose text-ink-muted">{t('journey.text')}</p>
      <Link to="/select-country" className="btn-primary" data-testid="progress-journey-start">
        {t('journey.button')}
      </Link>
    </section>
  )
}

function SubjectsCard({ subjects }: { subjects: SubjectProgress[] }) {
  const { t, i18n } = useTranslation(['progress', 'common'])
  const lng = i18n.language
  return (
    <section
      aria-labelledby="progress-subjects-title"
      className="card flex flex-col gap-4"
      data-testid="progress-subjects"
    >
      <div>
        <h2 id="progress-subjects-title" className="text-xl font-semibold">
          {t('subjects.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('subjects.subtitle')}</p>
      </div>
      {subjects.length === 0 ? (
        <p className="text-ink-muted" data-testid="progress-subjects-empty">
          {t('subjects.empty')}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {subjects.map((s) => {
            const name = subjectName(t, s.subject)
            const value = formatPercent(s.accuracy, lng)
            return (
              <li
                key={s.subject}
                className="flex flex-col items-center gap-2 text-center"
                data-testid="subject-progress"
                data-subject={s.subject}
              >
                <ProgressRing
                  value={s.accuracy}
                  text={value}
                  label={t('subjects.ringLabel', { subject: name, value })}
                  testId="subject-ring"
                />
                <span className="font-semibold leading-tight">{name}</span>
                <span className="text-sm text-ink-muted">
                  {t('subjects.correct', { correct: formatNumber(s.correct, lng), total: formatNumber(s.total, lng) })}
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

function RecommendationsCard({ subjects }: { subjects: SubjectProgress[] }) {
  const { t, i18n } = useTranslation(['progress', 'common'])
  const lng = i18n.language
  const focus = focusAreas(subjects)
  return (
    <section
      aria-labelledby="progress-recommendations-title"
      className="card flex flex-col gap-4"
      data-testid="progress-recommendations"
    >
      <div>
        <h2 id="progress-recommendations-title" className="text-xl font-semibold">
          {t('recommendations.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('recommendations.subtitle', { threshold: FOCUS_THRESHOLD })}</p>
      </div>
      {subjects.length === 0 ? (
        <p className="text-ink-muted" data-testid="recommendations-empty">
          {t('recommendations.empty')}
        </p>
      ) : focus.length === 0 ? (
        <p className="text-success" data-testid="recommendations-none">
          {t('recommendations.none', { threshold: FOCUS_THRESHOLD })}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {focus.map((s) => {
            const name = subjectName(t, s.subject)
            const level = weaknessBadge(s.accuracy)
            return (
              <li
                key={s.subject}
                className="flex flex-col gap-2 rounded-lg border border-line p-4"
                data-testid="recommendation"
                data-subject={s.subject}
                data-level={level}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold">{name}</h3>
                  <span
                    className={`rounded-full px-2 py-0.5 text-sm font-semibold tabular-nums ${BADGE_CLASS[level]}`}
                    data-testid="recommendation-accuracy"
                  >
                    {formatPercent(s.accuracy, lng)}
                  </span>
                </div>
                <p className="text-sm font-medium">{t('recommendations.timeline')}</p>
                <p className="text-sm text-ink-muted">{t('recommendations.description', { subject: name })}</p>
                <p className="text-sm text-ink-muted">{t('recommendations.target', { threshold: FOCUS_THRESHOLD })}</p>
                <Link
                  to="/select-country"
                  className="btn-secondary self-start"
                  aria-label={t('recommendations.practiceLabel', { subject: name })}
                >
                  {t('recommendations.practice')}
                </Link>
              </li>
            )
          })}
        </ul>
      )}
      <Link to="/ai-tutor" className="btn-primary self-start" data-testid="recommendations-tutor">
        {t('actions.askTutor')}
      </Link>
    </section>
  )
}

function RecentSessions({ sessions }: { sessions: RecentSession[] }) {
  const { t, i18n } = useTranslation(['progress', 'common', 'select'])
  const lng = i18n.language
  return (
    <section aria-labelledby="progress-recent-title" className="card flex flex-col gap-4" data-testid="progress-recent">
      <h2 id="progress-recent-title" className="text-xl font-semibold">
        {t('sessions.title')}
      </h2>
      {sessions.length === 0 ? (
        <p className="text-ink-muted" data-testid="recent-empty">
          {t('sessions.empty')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {sessions.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0"
              data-testid="recent-session"
              data-status={s.completed ? 'completed' : 'in-progress'}
            >
              <div className="min-w-0">
                <p className="font-semibold" data-testid="recent-session-exam">
                  {examName(t, s.examType)}
                </p>
                {s.subjects.length > 0 ? (
                  <p className="text-sm text-ink-muted">{s.subjects.map((x) => subjectName(t, x)).join(', ')}</p>
                ) : null}
                <p className="text-sm text-ink-muted" data-testid="recent-session-date">
                  <LocalDate iso={s.date} locale={lng} options={SESSION_DATE_OPTIONS} />
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="text-sm font-medium tabular-nums" data-testid="recent-session-score">
                  {t('sessions.correct', {
                    correct: formatNumber(s.correct, lng),
                    attempted: formatNumber(s.attempted, lng),
                  })}
                </span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${s.completed ? 'bg-success-soft text-success' : 'bg-warning-soft text-warning'}`}
                  data-testid="recent-session-status"
                >
                  {s.completed ? t('sessions.completed') : t('sessions.inProgress')}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
