import { useState } from 'react'
import { buttonVariants } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { Link } from '~/components/ui/link.tsx'
import { PageHeader, PageLoading } from '~/components/ui/page-header.tsx'
import { LoadFailedNotice } from '~/components/ui/retry-button.tsx'
import { DueQuestion, formatWhen } from '~/features/review/due-question.tsx'
import type { DueItem } from '~/features/review/types.ts'
import { useTranslation, type TFunction } from '~/i18n/react.tsx'
import { useReviewSummary } from '~/utils/use-review-due.ts'

const todayHeading = (t: TFunction) => ({ title: t('review:today.title'), subtitle: t('review:today.subtitle') })

/** /review/today while the browser reads the visitor's cards: the page's heading is painted with the first paint. */
export function TodayPageLoading() {
  const { t } = useTranslation('review')
  return <PageLoading {...todayHeading(t)} className="max-w-3xl" data-testid="today-loading" />
}

/**
 * /review/today: the due cards as questions to answer again, one at a time (due-question.tsx), then a finished
 * state with the next due time.
 */
export function TodayPage({ items, loadError }: { items: DueItem[]; loadError: boolean }) {
  const { t } = useTranslation(['review', 'common'])
  // The list is fixed when the page opens: grading revalidates the loaders, but the round goes on as it began.
  const [round] = useState(items)
  const [index, setIndex] = useState(0)
  const [finished, setFinished] = useState(false)
  const done = finished || round.length === 0

  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 md:py-10" data-testid="review-today">
      <PageHeader {...todayHeading(t)}>
        <Link to="/review" className={buttonVariants({ variant: 'ghost' })}>
          {t('actions.back')}
        </Link>
      </PageHeader>
      {loadError ? (
        <LoadFailedNotice message={t('error')} testId="today" />
      ) : round.length === 0 ? (
        <Card as="section" className="flex flex-col items-start gap-3" data-testid="today-empty">
          <h2 className="text-lg font-semibold">{t('today.empty.title')}</h2>
          <p className="text-ink-muted">{t('today.empty.text')}</p>
          <NextDue />
        </Card>
      ) : done ? (
        <Finished count={round.length} />
      ) : (
        <Card as="section" aria-labelledby="today-question" className="flex flex-col gap-4">
          <DueQuestion
            key={round[index].card.questionId}
            item={round[index]}
            position={{ current: index + 1, total: round.length }}
            last={index === round.length - 1}
            onNext={() => (index === round.length - 1 ? setFinished(true) : setIndex(index + 1))}
          />
        </Card>
      )}
    </main>
  )
}

function NextDue() {
  const { t, i18n } = useTranslation('review')
  const next = useReviewSummary()?.nextDue ?? null
  return (
    <p data-testid="today-next-due" data-due={next ?? undefined}>
      {next ? t('today.done.next', { when: formatWhen(next, i18n.language) }) : t('today.done.none')}
    </p>
  )
}

function Finished({ count }: { count: number }) {
  const { t } = useTranslation('review')
  return (
    <Card as="section" className="flex flex-col items-start gap-3" data-testid="today-finished" role="status">
      <h2 className="text-lg font-semibold">{t('today.done.title')}</h2>
      <p>{t('today.done.text', { count })}</p>
      <NextDue />
      <Link to="/review" className={buttonVariants({ variant: 'secondary' })}>
        {t('actions.back')}
      </Link>
    </Card>
  )
}
