import { Link, isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

/** A waiting state (generating, saving) announced to screen readers. */
export function WaitingCard({ text, testId }: { text: string; testId?: string }) {
  return (
    <div className="card flex items-center gap-3" role="status" aria-live="polite" data-testid={testId}>
      <span
        aria-hidden="true"
        className="size-5 shrink-0 animate-spin rounded-full border-2 border-brand border-t-transparent motion-reduce:animate-none"
      />
      <span>{text}</span>
    </div>
  )
}

/** The error screen of the practice and results routes: what happened, and a way back to the test choice. */
export function PracticeRouteError() {
  const error = useRouteError()
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-start gap-3 px-4 py-10">
      <h1 className="text-2xl font-bold">{t('errorBoundary.title')}</h1>
      <p className="text-ink-muted">{t('errorBoundary.text')}</p>
      {isRouteErrorResponse(error) ? (
        <p className="text-sm">{t('errorBoundary.status', { status: error.status })}</p>
      ) : null}
      <Link to="/select-country" className="btn-secondary">
        {t('nav.practice')}
      </Link>
    </main>
  )
}
