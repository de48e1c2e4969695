import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { initClientI18n } from '~/i18n/i18next.client.ts'

async function main() {
  // In mock mode the msw worker answers any call the page makes itself; normal pages never load it.
  if (window.ENV?.MOCKS) {
    const { startMockWorker } = await import('../mocks/browser.ts')
    await startMockWorker()
  }
  const i18n = await initClientI18n()
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    )
  })
}

void main()
