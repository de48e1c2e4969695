/** How often a tab left open asks for a newer service worker. */
const UPDATE_CHECK_MS = 60 * 60 * 1000

/**
 * Registers the service worker (decision 073) and calls `onWaiting` whenever a newer version has installed and
 * waits for this page's consent. Loaded on idle by the update prompt: never part of a page's first-load scripts.
 */
export async function registerServiceWorker(onWaiting: (worker: ServiceWorker) => void): Promise<() => void> {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' })
  // Only an update waits: the first worker of a visit takes over at once, with nothing to reload.
  const offer = () => {
    if (registration.waiting && navigator.serviceWorker.controller) onWaiting(registration.waiting)
  }
  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => worker.state === 'installed' && offer())
  offer()
  // One may be installing already (an update found before this page registered), or be found later.
  watch(registration.installing)
  registration.addEventListener('updatefound', () => watch(registration.installing))
  const timer = window.setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS)
  return () => window.clearInterval(timer)
}
