import { Await, Link } from '@remix-run/react'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { displayName } from '~/components/header.tsx'
import { TutorPopup } from '~/components/tutor/tutor-popup.tsx'
import type { WeaknessResult } from '~/routes/_index.server.ts'
import { weaknessBadge, isAdvanced } from '~/scoring.ts'
import type { ExamType, User } from '#openapi/types.ts'

// The spec's fallback tiles when there is no exam data: Math 30-1 (30 min) and English 30-1 (45 min).
const FALLBACK_TILES = [
  { section: 'Math 30-1', minutes: 30 },
  { section: 'English 30-1', minutes: 45 },
]
const TILE_MINUTES = 30

export function Dashboard({
  user,
  examTypes,
  weakness,
}: {
  user: User
  examTypes: ExamType[]
  weakness: Promise<WeaknessResult>
}) {
  const { t } = useTranslation(['home', 'common'])
  const [selectedId, setSelectedId] = useState(examTypes[0]?.id ?? null)
  const selected = examTypes.find((e) => e.id === selectedId) ?? examTypes[0]
  const examName = selected?.name ?? 'ALBERTA_DIPLOMA'
  const tiles = selected ? selected.sections.map((section) => ({ section, minutes: TILE_MINUTES })) : FALLBACK_TILES
  return (
    <main id="main" className="mx-auto flex max-w-6xl flex-col gap-8 px-4 pb-28 pt-8 md:pb-12" data-testid="dashboard">
      <section className="card flex flex-col gap-4 bg-gradient-to-r from-brand-soft to-surface md:flex-row md:items-center md:justify-between">
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">
            {t('dashboard.welcome', { name: displayName(user, t('common:header.userFallback')) })}
          </h1>
          <p className="mt-1 text-ink-muted">{t('dashboard.subtitle')}</p>
        </div>
        <dl className="flex gap-6">
          <div>
            <dt className="text-sm text-ink-muted">{t('dashboard.streak')}</dt>
            <dd className="text-2xl font-bold" data-testid="streak">
              {t('dashboard.streakValue', { count: user.streak })}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">{t('dashboard.mastery')}</dt>
            <dd className="text-2xl font-bold" data-testid="mastery">
              {Math.round(user.overallAccuracy)}%
            </dd>
          </div>
        </dl>
      </section>

      {examTypes.length > 0 ? (
        <section aria-labelledby="exams" className="flex flex-col gap-3">
          <h2 id="exams" className="text-xl font-semibold">
            {t('dashboard.examsTitle')}
          </h2>
          <div className="grid gap-3 sm:grid-cols-3" role="radiogroup" aria-labelledby="exams">
            {examTypes.map((exam) => (
              <button
                key={exam.id}
                type="button"
                role="radio"
                aria-checked={exam.id === selected?.id}
                onClick={() => setSelectedId(exam.id)}
                className={`card min-h-touch text-left ${exam.id === selected?.id ? 'border-brand ring-2 ring-brand' : ''}`}
                data-testid={`exam-card-${exam.id}`}
              >
                <span className="font-semibold">
                  {t(`select:tests.${exam.id}.name`, { defaultValue: exam.displayName })}
                </span>
              </button>
            ))}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="quick" className="flex flex-col gap-3">
        <h2 id="quick" className="text-xl font-semibold">
          {t('dashboard.quickPractice')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {tiles.map((tile) => (
            <li key={tile.section}>
              <Link
                to={`/practice?exam=${encodeURIComponent(examName)}&section=${encodeURIComponent(tile.section)}`}
                className="card flex min-h-touch flex-col gap-1 hover:border-brand"
                data-testid="quick-tile"
              >
                <span className="font-semibold">
                  {t(`common:subjects.${tile.section}`, { defaultValue: tile.section })}
                </span>
                <span className="text-sm text-ink-muted">{t('dashboard.minutes', { count: tile.minutes })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="weakness" className="card flex flex-col gap-3">
        <h2 id="weakness" className="text-xl font-semibold">
          {t('dashboard.weaknessTitle')}
        </h2>
        <Suspense fallback={<WeaknessSkeleton />}>
          <Await
            resolve={weakness}
            errorElement={
              <p role="alert" className="text-danger">
                {t('dashboard.weaknessError')}
              </p>
            }
          >
            {(result) =>
              !result.ok ? (
                <p role="alert" className="text-danger">
                  {t('dashboard.weaknessError')}
                </p>
              ) : result.recommendations.length === 0 ? (
                <p className="text-ink-muted" data-testid="weakness-empty">
                  {user.overallAccuracy > 0 ? t('dashboard.weaknessNone') : t('dashboard.weaknessEmpty')}
                </p>
              ) : (
                <ul className="flex flex-col gap-3" data-testid="weakness-list">
                  {result.recommendations.map((r) => (
                    <li
                      key={r.skill}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3"
                    >
                      <div>
                        <p className="font-semibold">{t(`common:subjects.${r.skill}`, { defaultValue: r.skill })}</p>
                        <p className="text-sm text-ink-muted">{r.description}</p>
                      </div>
                      <span
                        className={`rounded-full px-2 py-0.5 text-sm font-semibold ${BADGE_CLASS[weaknessBadge(r.accuracy)]}`}
                      >
                        {t('dashboard.accuracy', { value: r.accuracy })}
                      </span>
                      <Link
                        to={`/practice?exam=${encodeURIComponent(examName)}&section=${encodeURIComponent(r.skill)}`}
                        className="btn-secondary"
                      >
                        {isAdvanced(r.accuracy) ? t('dashboard.advanced') : t('dashboard.practice')}
                      </Link>
                    </li>
                  ))}
                </ul>
              )
            }
          </Await>
        </Suspense>
      </section>

      <TutorPopup label={t('dashboard.tutorButton')} />

      <nav
        aria-label={t('common:nav.bottom')}
        className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-4 border-t border-line bg-surface md:hidden"
        data-testid="bottom-bar"
      >
        {[
          ['/', 'common:nav.home'],
          ['/questions', 'common:nav.questions'],
          ['/progress', 'common:nav.progress'],
          ['/ai-tutor', 'common:nav.tutor'],
        ].map(([to, key]) => (
          <Link
            key={to}
            to={to}
            className="flex min-h-touch items-center justify-center px-1 py-3 text-center text-xs font-medium"
          >
            {t(key)}
          </Link>
        ))}
      </nav>
    </main>
  )
}

const BADGE_CLASS = {
  error: 'bg-danger-soft text-danger',
  warning: 'bg-warning-soft text-warning',
  success: 'bg-success-soft text-success',
} as const

function WeaknessSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true" data-testid="weakness-skeleton">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-14 animate-pulse rounded-lg bg-line" />
      ))}
    </div>
  )
}
