import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { pageTranslatorFor, remixI18n } from '~/i18n/i18next.server.ts'
import { declaredNamespaces } from '~/i18n/namespaces.ts'
import { I18nProvider } from '~/i18n/react.tsx'
import { NonceContext } from '~/utils/nonce.ts'
import { tickBatchedStream } from '~/utils/tick-batched-stream.server.ts'

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce (api/http/security-headers.ts). */
    cspNonce?: string
  }
}

const ABORT_DELAY = 5_000

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.cspNonce || undefined
  // The page's texts: the namespaces its matched routes declare (issue 29), the same the root inlines.
  const handles = remixContext.staticHandlerContext.matches.map((m) => remixContext.routeModules[m.route.id]?.handle)
  const i18n = pageTranslatorFor(await remixI18n.getLocale(request), declaredNamespaces(handles))
  const callbackName = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady'
  return new Promise((resolve, reject) => {
    let shellRendered = false
    // Stops a render still streaming after ABORT_DELAY; cleared once the response is done (a timer left for every
    // page would fire seconds later only to abort a finished render).
    const timer = setTimeout(() => abort(), ABORT_DELAY)
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nProvider>
      </NonceContext.Provider>,
      {
        nonce,
        [callbackName]() {
          shellRendered = true
          const body = tickBatchedStream()
          body.once('close', () => clearTimeout(timer))
          responseHeaders.set('Content-Type', 'text/html')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}

/**
 * Errors in loaders, actions and rendering: logged once here (not for aborted requests). Remix itself, in
 * production mode, sends the browser only a generic message, never the stack.
 */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return
  if (process.env.NODE_ENV === 'production') console.error('[app]', error instanceof Error ? error.message : error)
  else console.error(error)
}
