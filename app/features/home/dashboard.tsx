import { lazy, Suspense, useState } from 'react'
import { displayName } from '~/components/header.tsx'
import { Card, Section } from '~/components/ui/card.tsx'
import { Link } from '~/components/ui/link.tsx'
import type { WeaknessResult } from '~/features/home/dashboard.server.ts'
import { GradeBadge } from '~/features/home/grade-badge.tsx'
import { ReviewDueCard } from '~/features/home/review-due-card.tsx'
import { WeaknessCard } from '~/features/home/weakness-card.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'
import { subjectName } from '~/utils/names.ts'
import { SECTION } from '#domain/exam/registry.ts'
import { shownPercent } from '#domain/exam/scoring.ts'
import type { ExamType, User } from '#openapi/types.ts'

// The tutor popup (chat, dialog, zod-parsed tutor context) loads after the page, not with it (decision 024).
const TutorPopup = lazy(() => import('~/features/tutor/tutor-popup.tsx').then((m) => ({ default: m.TutorPopup })))

// The spec's fallback tiles when there is no exam data: Math 30-1 (30 min) and English 30-1 (45 min).
const FALLBACK_TILES = [
  { section: SECTION.math30, minutes: 30 },
  { section: SECTION.english30, minutes: 45 },
]
const TILE_MINUTES = 30

export function Dashboard({
  user,
  examTypes,
  weakness,
  welcome,
}: {
  user: User
  examTypes: ExamType[]
  weakness: Promise<WeaknessResult>
  /** A brand-new account (just registered) is welcomed, not welcomed back; `migrated` results came along. */
  welcome: { migrated: number } | null
}) {
  const { t } = useTranslation(['home', 'common'])
  const [selectedId, setSelectedId] = useState(examTypes[0]?.id ?? null)
  const selected = examTypes.find((e) => e.id === selectedId) ?? examTypes[0]
  const examName = selected?.name ?? 'ALBERTA_DIPLOMA'
  const tiles = selected ? selected.sections.map((section) => ({ section, minutes: TILE_MINUTES })) : FALLBACK_TILES
  const name = displayName(user, t('common:header.userFallback'))
  return (
    <main id="main" className="mx-auto flex max-w-6xl flex-col gap-8 px-4 pb-28 pt-8 md:pb-12" data-testid="dashboard">
      <Card
        as="section"
        className="flex flex-col gap-4 bg-gradient-to-r from-brand-soft to-surface md:flex-row md:items-center md:justify-between"
      >
        <div>
          <h1 className="text-2xl font-bold md:text-3xl" data-testid="welcome">
            {welcome ? t('dashboard.welcomeNew', { name }) : t('dashboard.welcome', { name })}
          </h1>
          <p className="mt-1 text-ink-muted">{welcome ? t('dashboard.subtitleNew') : t('dashboard.subtitle')}</p>
          {welcome && welcome.migrated > 0 ? (
            <p className="mt-2 text-sm font-medium text-success" role="status" data-testid="migrated">
              {t('dashboard.migrated', { count: welcome.migrated })}
            </p>
          ) : null}
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
            <dd className="flex items-center gap-2">
              <span className="text-2xl font-bold" data-testid="mastery">
                {shownPercent(user.overallAccuracy)}%
              </span>
              <GradeBadge accuracy={user.overallAccuracy} />
            </dd>
          </div>
        </dl>
      </Card>

      <ReviewDueCard />

      {examTypes.length > 0 ? (
        <Section title={t('dashboard.examsTitle')} className="flex flex-col gap-3">
          <div className="grid gap-3 sm:grid-cols-3" role="radiogroup" aria-label={t('dashboard.examsTitle')}>
            {examTypes.map((exam) => (
              <button
                key={exam.id}
                type="button"
                role="radio"
                aria-checked={exam.id === selected?.id}
                onClick={() => setSelectedId(exam.id)}
                className={cn(
                  'card min-h-touch text-left',
                  exam.id === selected?.id && 'border-brand ring-2 ring-brand',
                )}
                data-testid={`exam-card-${exam.id}`}
              >
                <span className="font-semibold">
                  {t(`select:tests.${exam.id}.name`, { defaultValue: exam.displayName })}
                </span>
              </button>
            ))}
          </div>
        </Section>
      ) : null}

      <Section title={t('dashboard.quickPractice')} className="flex flex-col gap-3">
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {tiles.map((tile) => (
            <li key={tile.section}>
              <Link
                to={`/practice?exam=${encodeURIComponent(examName)}&section=${encodeURIComponent(tile.section)}`}
                className="card flex min-h-touch flex-col gap-1 hover:border-brand"
                data-testid="quick-tile"
              >
                <span className="font-semibold">{subjectName(t, tile.section)}</span>
                <span className="text-sm text-ink-muted">{t('dashboard.minutes', { count: tile.minutes })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <WeaknessCard weakness={weakness} exam={selected} hasProgress={user.overallAccuracy > 0} />

      <Suspense fallback={null}>
        <TutorPopup label={t('dashboard.tutorButton')} />
      </Suspense>

      <BottomBar />
    </main>
  )
}

/** Phones: the signed-in home's bottom bar to /, /questions, /progress and /ai-tutor. */
function BottomBar() {
  const { t } = useTranslation()
  return (
    <nav
      aria-label={t('nav.bottom')}
      className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-4 border-t border-line bg-surface md:hidden"
      data-testid="bottom-bar"
    >
      {[
        ['/', 'nav.home'],
        ['/questions', 'nav.questions'],
        ['/progress', 'nav.progress'],
        ['/ai-tutor', 'nav.tutor'],
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
  )
}
