import { Form, Link, useSearchParams, useSubmit } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LocalDate } from '~/components/practice/results/result-parts.tsx'
import { examName, subjectName } from '~/components/progress/format.ts'
import { Badge } from '~/components/ui/badge.tsx'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { SelectField } from '~/components/ui/field.tsx'
import { Notice } from '~/components/ui/notice.tsx'
import { PageHeader } from '~/components/ui/page-header.tsx'
import {
  applyReviewFilters,
  FILTER_KEYS,
  filterChoices,
  parseReviewFilters,
  type FilterKey,
  type ReviewFilters,
} from '~/features/review/filters.ts'
import { similarQuestionsHref, tutorQuestionHref } from '~/features/review/links.ts'
import { topicName } from '~/features/review/names.ts'
import type { Mistake } from '~/features/review/types.ts'

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }

/**
 * /review: the wrong and skipped questions, newest first, filtered by exam, subject and topic (from the URL),
 * each with both answers, the explanation and the ways on (tutor, similar questions, today's review).
 */
export function ReviewPage({
  signedIn,
  mistakes,
  loadError,
}: {
  signedIn: boolean
  mistakes: Mistake[]
  loadError: boolean
}) {
  const { t } = useTranslation(['review', 'common'])
  const [params] = useSearchParams()
  const { filters, rejected } = parseReviewFilters(params, mistakes)
  const shown = applyReviewFilters(mistakes, filters)
  const filtered = Boolean(filters.exam || filters.subject || filters.topic)

  return (
    <main id="main" className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 md:py-10" data-testid="review-page">
      <PageHeader title={t('title')} subtitle={signedIn ? t('subtitleAccount') : t('subtitleBrowser')}>
        <Link to="/review/today" className={buttonVariants()} data-testid="review-today-link">
          {t('actions.today')}
        </Link>
      </PageHeader>

      {loadError ? (
        <Notice tone="danger" data-testid="review-error">
          {t('error')}
        </Notice>
      ) : null}

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
  const submit = useSubmit()
  const choices = filterChoices(mistakes, filters)
  const label = (key: FilterKey, value: string) =>
    key === 'exam' ? examName(t, value) : key === 'subject' ? subjectName(t, value) : topicName(t, value)
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('filters.title')}
      onSubmit={(event) => {
        // Only the chosen filters go into the address.
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        for (const [key, value] of [...data.entries()]) if (value === '') data.delete(key)
        submit(data, { method: 'get' })
      }}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 md:flex-row md:flex-wrap md:items-end"
      data-testid="review-filters"
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
      <div className="flex gap-2">
        <Button type="submit" data-testid="review-filter-apply">
          {t('filters.apply')}
        </Button>
        <Link to="/review" className={buttonVariants({ variant: 'ghost' })}>
          {t('filters.clear')}
        </Link>
      </div>
    </Form>
  )
}

function MistakeCard({ mistake }: { mistake: Mistake }) {
  const { t, i18n } = useTranslation(['review', 'common'])
  const q = mistake.question
  const titleId = `mistake-${mistake.questionId}`
  return (
    <li
      className="card flex flex-col gap-3"
      aria-labelledby={titleId}
      data-testid="mistake"
      data-question-id={mistake.questionId}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        <Badge tone="brand">{examName(t, mistake.examType)}</Badge>
        <span>
          {subjectName(t, mistake.section)} · {topicName(t, mistake.topic)}
        </span>
        <span aria-hidden="true">·</span>
        <LocalDate iso={mistake.answeredAt} locale={i18n.language} options={DATE_OPTIONS} />
      </div>
      {q ? (
        <>
          {q.passage ? (
            <details className="rounded-lg border border-line bg-canvas p-3 text-sm">
              <summary className="cursor-pointer font-semibold">{t('list.passage')}</summary>
              <p className="mt-2 whitespace-pre-line">{q.passage}</p>
            </details>
          ) : null}
          <h3 id={titleId} className="font-semibold leading-snug" data-testid="mistake-question">
            {q.questionText}
          </h3>
          <dl className="grid gap-2 text-sm md:grid-cols-[auto_1fr] md:gap-x-4">
            <dt className="font-medium">{t('list.yourAnswer')}</dt>
            <dd className="text-danger" data-testid="mistake-chosen">
              {mistake.chosen ?? t('list.noAnswer')}
            </dd>
            <dt className="font-medium">{t('list.correctAnswer')}</dt>
            <dd className="text-success" data-testid="mistake-correct">
              {q.correctAnswer}
            </dd>
          </dl>
          <div className="rounded-lg bg-canvas p-3 text-sm">
            <p className="font-medium">{t('list.explanation')}</p>
            <p className="mt-1 whitespace-pre-line" data-testid="mistake-explanation">
              {q.explanation}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link
              to={tutorQuestionHref(q, mistake.chosen)}
              className={buttonVariants({ variant: 'secondary' })}
              data-testid="mistake-ask-tutor"
            >
              {t('list.askTutor')}
            </Link>
            <Link
              to={similarQuestionsHref(q)}
              className={buttonVariants({ variant: 'ghost' })}
              data-testid="mistake-similar"
            >
              {t('list.similar')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <h3 id={titleId} className="font-semibold">
            {t('list.unavailable')}
          </h3>
          <p className="text-sm">
            {t('list.yourAnswer')}: {mistake.chosen ?? t('list.noAnswer')}
          </p>
        </>
      )}
    </li>
  )
}
