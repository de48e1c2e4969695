import { buttonVariants } from '~/components/ui/button.tsx'
import { SectionCard } from '~/components/ui/card.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { useReviewSummary } from '~/utils/use-review-due.ts'

/**
 * The home page's review card: how many questions are due today, with the way to /review/today and /review.
 * `onlyWithCards`: shown only to someone who has review cards at all (the visitors' landing page).
 */
export function ReviewDueCard({ onlyWithCards = false }: { onlyWithCards?: boolean }) {
  const { t } = useTranslation('review')
  const summary = useReviewSummary()
  if (!summary || (onlyWithCards && summary.total === 0)) return null
  return (
    <SectionCard title={t('due.homeTitle')} className="gap-1" data-testid="home-review" data-due={summary.due}>
      <p data-testid="home-review-text">
        {summary.due > 0 ? t('due.homeText', { count: summary.due }) : t('due.homeNone')}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {summary.due > 0 ? (
          <Link to="/review/today" className={buttonVariants()} data-testid="home-review-start">
            {t('due.homeStart')}
          </Link>
        ) : null}
        <Link to="/review" className={buttonVariants({ variant: 'secondary' })}>
          {t('actions.review')}
        </Link>
      </div>
    </SectionCard>
  )
}
