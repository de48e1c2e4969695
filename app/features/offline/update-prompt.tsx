import { useEffect, useState } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { Notice } from '~/components/ui/notice.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { SW_MESSAGES } from '~/service-worker/sw-rules.ts'

/** After the page is idle (or at the latest this long after hydration) the service worker is registered. */
const IDLE_TIMEOUT_MS = 4000

/**
 * Registers the service worker off the critical path (its code is a dynamic import on idle) and, when a new
 * version waits, says so with a Reload button: the click lets the new worker take over, then reloads the page
 * on it. Mounted once in the root. Mock mode has msw's worker at the same scope, so none is registered there.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('common')
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null)
  useEffect(() => {
    if (window.ENV?.MOCKS || !('serviceWorker' in navigator)) return
    let stop: (() => void) | undefined
    let cancelled = false
    const start = () => {
      void import('./register-service-worker.ts')
        .then(({ registerServiceWorker }) => registerServiceWorker((worker) => !cancelled && setWaiting(worker)))
        .then((cleanup) => (cancelled ? cleanup() : (stop = cleanup)))
        .catch((error: unknown) => console.warn('The service worker could not be registered', error))
    }
    const idle = 'requestIdleCallback' in window
    const handle = idle
      ? window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(start, 1000)
    return () => {
      cancelled = true
      if (idle) window.cancelIdleCallback(handle)
      else window.clearTimeout(handle)
      stop?.()
    }
  }, [])

  if (!waiting) return null
  const reload = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
    waiting.postMessage({ type: SW_MESSAGES.skipWaiting })
  }
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4">
      <Notice
        as="div"
        tone="brand"
        className="pointer-events-auto flex max-w-xl flex-wrap items-center gap-3 shadow-lg"
        data-testid="update-prompt"
      >
        <span>{t('appUpdate.updateAvailable')}</span>
        <Button size="sm" onClick={reload}>
          {t('appUpdate.reload')}
        </Button>
      </Notice>
    </div>
  )
}
