import { isRouteErrorResponse, useLocation, useRouteError, type ErrorResponse } from '@remix-run/react'
import { type ReactNode } from 'react'
import { NotFound } from '~/components/not-found.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { useOnline } from '~/utils/use-online.ts'

type StatusHandler = (info: { error: ErrorResponse }) => ReactNode | null

/** What a thrown value says, for development only. */
export function getErrorMessage(error: unknown) {
  if (typeof error === 'string') return error
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message
  }
  return 'Unknown error'
}

/**
 * The one error boundary (Epic Stack style). Route responses are handled by status (`statusHandlers`, 404 shows the
 * not-found page by default), anything else by `unexpectedErrorHandler`. Texts are translated; the error's message
 * and stack are shown only in development, never in production.
 */
export function GeneralErrorBoundary({
  title,
  text,
  statusHandlers,
  defaultStatusHandler,
  unexpectedErrorHandler,
}: {
  /** Heading and text of the default panel (already translated); the common ones otherwise. */
  title?: string
  text?: string
  statusHandlers?: Record<number, StatusHandler>
  defaultStatusHandler?: StatusHandler
  unexpectedErrorHandler?: (error: unknown) => ReactNode | null
}) {
  const error = useRouteError()
  const online = useOnline()
  // Offline, a page that needs the server failing is expected: the panel says so, nothing is logged.
  if (typeof document !== 'undefined' && online && !isRouteErrorResponse(error)) console.error(error)

  const panel = (status?: number, detail?: string) => (
    <ErrorPanel title={title} text={text} status={status} detail={import.meta.env.DEV ? detail : undefined} />
  )
  const handlers: Record<number, StatusHandler> = { 404: () => <NotFound />, ...statusHandlers }

  if (isRouteErrorResponse(error)) {
    const handler = handlers[error.status] ?? defaultStatusHandler
    return handler ? handler({ error }) : panel(error.status, String(error.data ?? ''))
  }
  if (unexpectedErrorHandler) return unexpectedErrorHandler(error)
  const detail = error instanceof Error ? (error.stack ?? error.message) : getErrorMessage(error)
  return panel(undefined, detail)
}

/** The error screen: heading, explanation, the status, "Try again" (reloads this address) and "Home". */
export function ErrorPanel({
  title,
  text,
  status,
  detail,
}: {
  title?: string
  text?: string
  status?: number
  detail?: string
}) {
  const { t } = useTranslation()
  const location = useLocation()
  // Without a connection the page's cause is that, whatever the status: said plainly (issue 28).
  const offline = !useOnline()
  return (
    <main
      id="main"
      className="mx-auto flex w-full max-w-2xl flex-col items-start gap-3 px-4 py-10"
      data-testid="error-boundary"
      data-offline={offline || undefined}
    >
      <h1 className="text-2xl font-bold">
        {offline ? t('errorBoundary.offlineTitle') : (title ?? t('errorBoundary.title'))}
      </h1>
      <p className="text-ink-muted">{offline ? t('errorBoundary.offlineText') : (text ?? t('errorBoundary.text'))}</p>
      {status && !offline ? (
        <p className="text-sm" data-testid="error-status">
          {t('errorBoundary.status', { status })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {/* A document request, so the loaders run again even if the client bundle is what failed. */}
        <a
          href={`${location.pathname}${location.search}`}
          className={buttonVariants({ variant: 'primary' })}
          data-testid="error-retry"
        >
          {t('errorBoundary.retry')}
        </a>
        <Link to="/" className={buttonVariants({ variant: 'secondary' })}>
          {t('notFound.home')}
        </Link>
      </div>
      {detail ? (
        <pre className="mt-4 max-w-full overflow-auto rounded-lg bg-canvas p-3 text-xs text-ink-muted">{detail}</pre>
      ) : null}
    </main>
  )
}
