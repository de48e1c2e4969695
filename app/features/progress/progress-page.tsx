import { useRevalidator } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { Card, SectionCard } from '~/components/ui/card.tsx'
import { Link } from '~/components/ui/link.tsx'
import { Notice } from '~/components/ui/notice.tsx'
import { PageHeader } from '~/components/ui/page-header.tsx'
import { JourneyCard, StatCards, SubjectsCard } from '~/features/progress/progress-cards.tsx'
import { MasteryCard } from '~/features/progress/progress-mastery.tsx'
import { RecentSessions } from '~/features/progress/progress-recent.tsx'
import { RecommendationsCard } from '~/features/progress/progress-recommendations.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { readVisitorAnswers } from '~/utils/answer-history.ts'
import { hasStoredKey } from '~/utils/browser-store/areas.ts'
import { readLocal } from '~/utils/storage.ts'
import { hasProgress, summarizeLocal, type ProgressSummary } from '#domain/exam/progress.ts'
import { accuracyOverTime, topicMastery } from '#domain/review/mastery.ts'
import type { Mastery } from '#openapi/types.ts'

/** Login is a browser navigation (spec section 2); the visitor comes back here afterwards. */
const LOGIN_HREF = `/api/login?returnTo=${encodeURIComponent('/progress')}`

type VisitorProgress = { summary: ProgressSummary; reset: boolean; mastery: Mastery }

/** Topic mastery from this browser's answer history, by the same rules as the server's GET /api/mastery. */
function readVisitorMastery(): Mastery {
  let answers: ReturnType<typeof readVisitorAnswers> = []
  try {
    answers = readVisitorAnswers()
  } catch {
    answers = []
  }
  return { subjects: topicMastery(answers), overTime: accuracyOverTime(answers, 'week') }
}

/** The visitor's userProgress, validated: a corrupt value is removed (storage.ts) and reported as reset. */
function readVisitorProgress(now: Date): VisitorProgress {
  const stored = hasStoredKey('local', 'userProgress')
  let entries: ReturnType<typeof readLocal<'userProgress'>> = null
  try {
    entries = readLocal('userProgress')
  } catch {
    entries = null
  }
  return {
    summary: summarizeLocal(entries ?? [], now),
    reset: stored && entries === null,
    mastery: readVisitorMastery(),
  }
}

/**
 * /progress: stat cards, a ring per subject, the 5 most recent sessions and up to 3 focus subjects. Signed in:
 * the loader's summary of the account; visitors: this browser's userProgress, read after hydration.
 */
export function ProgressPage({
  signedIn,
  summary,
  loadError,
  mastery,
}: {
  signedIn: boolean
  summary: ProgressSummary | null
  loadError: boolean
  /** Signed in: the loader's (null if that call failed); visitors': read from this browser. */
  mastery: Mastery | null
}) {
  const { t } = useTranslation(['progress', 'common', 'review'])
  const [visitor, setVisitor] = useState<VisitorProgress | null>(null)

  useEffect(() => {
    if (!signedIn) setVisitor(readVisitorProgress(new Date()))
  }, [signedIn])

  const data = signedIn ? summary : (visitor?.summary ?? null)
  const topics = signedIn ? mastery : (visitor?.mastery ?? null)

  return (
    <main id="main" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 md:py-10" data-testid="progress-page">
      <PageHeader title={t('title')} subtitle={signedIn ? t('subtitleAccount') : t('subtitleBrowser')}>
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

      {!signedIn ? (
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

      {visitor?.reset ? (
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
