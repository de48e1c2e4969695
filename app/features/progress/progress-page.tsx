import { useRevalidator } from '@remix-run/react'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { Card, SectionCard } from '~/components/ui/card.tsx'
import { Link } from '~/components/ui/link.tsx'
import { Notice } from '~/components/ui/notice.tsx'
import { PageHeader } from '~/components/ui/page-header.tsx'
import { JourneyCard, StatCards, SubjectsCard } from '~/features/progress/progress-cards.tsx'
import { MasteryCard } from '~/features/progress/progress-mastery.tsx'
import { RecentSessions } from '~/features/progress/progress-recent.tsx'
import { RecommendationsCard } from '~/features/progress/progress-recommendations.tsx'
import { useKept, useProgressStore, type KeptProgress } from '~/features/progress/store/index.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { hasProgress, type ProgressSummary } from '#domain/exam/progress.ts'
import type { Mastery } from '#openapi/types.ts'

/** Login is a browser navigation (spec section 2); the visitor comes back here afterwards. */
const LOGIN_HREF = `/api/login?returnTo=${encodeURIComponent('/progress')}`

/**
 * /progress: stat cards, a ring per subject, the 5 most recent sessions and up to 3 focus subjects: the loader's
 * summary of the account, or what the progress store keeps in this browser, read after hydration.
 */
export function ProgressPage({
  summary,
  loadError,
  mastery,
}: {
  summary: ProgressSummary | null
  loadError: boolean
  /** The account's (null if that call failed), else the store's. */
  mastery: Mastery | null
}) {
  const { t } = useTranslation(['progress', 'common', 'review'])
  const { kind } = useProgressStore()
  const kept = useKept<KeptProgress>(null, (store) => store.readProgress(new Date()))
  const data = summary ?? kept?.summary ?? null
  const topics = mastery ?? kept?.mastery ?? null

  return (
    <main id="main" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 md:py-10" data-testid="progress-page">
      <PageHeader title={t('title')} subtitle={kind === 'account' ? t('subtitleAccount') : t('subtitleBrowser')}>
        <div className="flex flex-wrap gap-2">
          <Link to="/select-country" className={buttonVariants()} data-testid="progress-start-practice">
            {t('actions.startPractice')}
          </Link>
          <Link to="/ai-tutor" className={buttonVariants({ variant: 'secondary' })} data-testid="progress-ask-tutor">
            {t('actions.askTutor')}
          </Link>
          <Link to="/review" className={buttonVariants({ variant: 'secondary' })} data-testid="progress-review-link">
            {t('review:mastery.reviewLink')}
          </Link>
        </div>
      </PageHeader>

      {kind === 'browser' ? (
        <Card
          as="section"
          aria-labelledby="progress-login-title"
          className="flex flex-col gap-3 border-brand bg-brand-soft md:flex-row md:items-center md:justify-between"
          data-testid="progress-login-card"
        >
          <div>
            <h2 id="progress-login-title" className="text-lg font-semibold">
              {t('login.title')}
            </h2>
            <p className="mt-1 text-sm">{t('login.text')}</p>
          </div>
          <a href={LOGIN_HREF} className={buttonVariants({ className: 'shrink-0' })} data-testid="progress-login">
            {t('login.button')}
          </a>
        </Card>
      ) : null}

      {kept?.reset ? (
        <Notice className="text-warning" data-testid="progress-storage-reset">
          {t('storageReset')}
        </Notice>
      ) : null}

      {loadError ? <LoadError /> : data === null ? <Loading /> : <ProgressContent summary={data} mastery={topics} />}
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
    <SectionCard
      role="alert"
      title={t('common:states.error')}
      titleClassName="text-lg text-danger"
      className="items-start gap-3 border-danger bg-danger-soft"
      data-testid="progress-error"
    >
      <p>{t('error.text')}</p>
      <Button onClick={() => revalidator.revalidate()} pending={busy} data-testid="progress-retry">
        {busy ? t('common:states.loading') : t('common:states.retry')}
      </Button>
    </SectionCard>
  )
}

function ProgressContent({ summary, mastery }: { summary: ProgressSummary; mastery: Mastery | null }) {
  const empty = !hasProgress(summary)
  return (
    <>
      <StatCards summary={summary} />
      {empty ? <JourneyCard /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <SubjectsCard subjects={summary.subjects} />
        <RecommendationsCard subjects={summary.subjects} />
      </div>
      {mastery ? <MasteryCard mastery={mastery} /> : null}
      <RecentSessions sessions={summary.recent} />
    </>
  )
}
