import { useSearchParams } from '@remix-run/react'
import { buttonVariants } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { SelectField } from '~/components/ui/field.tsx'
import { FilterForm } from '~/components/ui/filter-form.tsx'
import { Link } from '~/components/ui/link.tsx'
import { Notice } from '~/components/ui/notice.tsx'
import { PageHeader, PageLoading } from '~/components/ui/page-header.tsx'
import { LoadFailedNotice } from '~/components/ui/retry-button.tsx'
import {
  applyReviewFilters,
  FILTER_KEYS,
  filterChoices,
  parseReviewFilters,
  type FilterKey,
  type ReviewFilters,
} from '~/features/review/filters.ts'
import { MistakeCard } from '~/features/review/mistake-card.tsx'
import type { Mistake } from '~/features/review/types.ts'
import { useTranslation, type TFunction } from '~/i18n/react.tsx'
import { examName, subjectName, topicName } from '~/utils/names.ts'
import { useStoreKind, type StoreKind } from '~/utils/store-kind.ts'

const reviewHeading = (t: TFunction, kind: StoreKind) => ({
  title: t('review:title'),
  subtitle: kind === 'account' ? t('review:subtitleAccount') : t('review:subtitleBrowser'),
})

/** /review while the browser reads the visitor's answers: the page's heading is painted with the first paint. */
export function ReviewPageLoading() {
  const { t } = useTranslation('review')
  const heading = reviewHeading(t, useStoreKind())
  return <PageLoading {...heading} className="max-w-4xl" data-testid="review-loading" />
}

/**
 * /review: the wrong and skipped questions, newest first, filtered by exam, subject and topic (from the URL),
 * each with both answers, the explanation and the ways on (tutor, similar questions, today's review).
 */
export function ReviewPage({ mistakes, loadError }: { mistakes: Mistake[]; loadError: boolean }) {
  const { t } = useTranslation(['review', 'common'])
  const kind = useStoreKind()
  const [params] = useSearchParams()
  const { filters, rejected } = parseReviewFilters(params, mistakes)
  const shown = applyReviewFilters(mistakes, filters)
  const filtered = Boolean(filters.exam || filters.subject || filters.topic)

  return (
    <main id="main" className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 md:py-10" data-testid="review-page">
      <PageHeader {...reviewHeading(t, kind)}>
        <Link to="/review/today" className={buttonVariants()} data-testid="review-today-link">
          {t('actions.today')}
        </Link>
      </PageHeader>

      {loadError ? <LoadFailedNotice message={t('error')} testId="review" /> : null}

      {rejected.length ? (
        <Notice data-testid="review-filters-ignored">
          {t('filters.ignored', { names: rejected.map((k) => t(`filters.${k}`)).join(', ') })}
        </Notice>
      ) : null}

      {mistakes.length > 0 ? <ReviewFilterForm mistakes={mistakes} filters={filters} /> : null}

      {mistakes.length === 0 && !loadError ? (
        <Card as="section" className="flex flex-col items-start gap-3" data-testid="review-empty">
          <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
          <p className="text-ink-muted">{t('empty.text')}</p>
          <Link to="/select-country" className={buttonVariants()}>
            {t('empty.start')}
          </Link>
        </Card>
      ) : shown.length === 0 && filtered ? (
        <Card as="section" className="flex flex-col items-start gap-3" data-testid="review-empty-filtered">
          <p>{t('empty.filtered')}</p>
          <Link to="/review" className={buttonVariants({ variant: 'secondary' })}>
            {t('filters.clear')}
          </Link>
        </Card>
      ) : null}

      {shown.length ? (
        <section aria-labelledby="review-list-title" className="flex flex-col gap-4">
          <h2 id="review-list-title" className="text-lg font-semibold" data-testid="review-count">
            {t('list.count', { count: shown.length })}
          </h2>
          <ol className="flex flex-col gap-4">
            {shown.map((m) => (
              <MistakeCard key={`${m.questionId}-${m.answeredAt}`} mistake={m} />
            ))}
          </ol>
        </section>
      ) : null}
    </main>
  )
}

function ReviewFilterForm({ mistakes, filters }: { mistakes: Mistake[]; filters: ReviewFilters }) {
  const { t } = useTranslation(['review', 'common'])
  const choices = filterChoices(mistakes, filters)
  const label = (key: FilterKey, value: string) =>
    key === 'exam' ? examName(t, value) : key === 'subject' ? subjectName(t, value) : topicName(t, value)
  return (
    <FilterForm
      label={t('filters.title')}
      applyLabel={t('filters.apply')}
      clearLabel={t('filters.clear')}
      clearTo="/review"
      testId="review-filters"
      buttonTestId="review-filter"
    >
      {FILTER_KEYS.map((key) => (
        <SelectField
          key={`${key}-${filters[key] ?? ''}`}
          ns="review"
          className="md:min-w-44 md:flex-1"
          label={t(`filters.${key}`)}
          labelProps={{ className: 'text-sm' }}
          selectProps={{
            id: `review-filter-${key}`,
            name: key,
            defaultValue: filters[key] ?? '',
            'data-testid': `review-filter-${key}`,
          }}
        >
          <option value="">{t('filters.all')}</option>
          {choices[key].map((value) => (
            <option key={value} value={value}>
              {label(key, value)}
            </option>
          ))}
        </SelectField>
      ))}
    </FilterForm>
  )
}
