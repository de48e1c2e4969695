import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nProvider } from '~/i18n/react.tsx'
import { clientTranslator } from '~/i18n/translator.client.ts'

async function main() {
  // In mock mode the msw worker answers any call the page makes itself; normal pages never load it.
  if (window.ENV?.MOCKS) {
    const { startMockWorker } = await import('../mocks/browser.ts')
    await startMockWorker()
  }
  const i18n = clientTranslator()
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nProvider i18n={i18n}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nProvider>,
    )
  })
}

void main()
