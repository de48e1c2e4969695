import type { LoaderFunctionArgs } from '@remix-run/node'
import { isLanguage } from '~/i18n/config.ts'
import { remixI18n } from '~/i18n/i18next.server.ts'
import { webManifest } from '~/utils/web-manifest.server.ts'

/** `/uk/manifest.webmanifest`: the manifest in that language (the root links the page's own). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (params.lang !== undefined && !isLanguage(params.lang)) throw new Response('Not Found', { status: 404 })
  const lng = await remixI18n.getLocale(request)
  const manifest = webManifest(isLanguage(lng) ? lng : 'en', await remixI18n.getFixedT(lng, 'common'))
  const headers = new Headers({
    'Content-Type': 'application/manifest+json; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  })
  // Unprefixed, it follows the language cookie.
  if (params.lang === undefined) headers.set('Vary', 'Cookie')
  return new Response(JSON.stringify(manifest), { headers })
}
