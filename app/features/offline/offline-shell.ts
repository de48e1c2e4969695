import type { AppLanguage } from '~/i18n/config.ts'
import { pathInLanguage } from '~/i18n/language-path.ts'
import { SW_MESSAGES } from '~/service-worker/sw-rules.ts'

/**
 * Asks the service worker to keep this page for offline use (decision 095): the page in its language's address,
 * without an account or questions, plus the unprefixed address the student opened leading to it. Resolves
 * false when there is no service worker (mock mode, an old browser) or it could not fetch the page.
 */
export async function keepOfflineShell(pathname: string, lng: AppLanguage): Promise<boolean> {
  if (window.ENV?.MOCKS || !('serviceWorker' in navigator)) return false
  const { active } = await navigator.serviceWorker.ready
  if (!active) return false
  const shell = pathInLanguage(pathname, '', lng)
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = (event: MessageEvent<{ kept?: boolean }>) => resolve(event.data.kept === true)
    active.postMessage({ type: SW_MESSAGES.keepShell, shell, alias: pathname }, [channel.port2])
  })
}
