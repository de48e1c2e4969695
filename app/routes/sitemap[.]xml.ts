import type { LoaderFunctionArgs } from '@remix-run/node'
import { publicOrigin } from '~/utils/env.server.ts'
import { sitemapXml } from '~/utils/sitemap.server.ts'

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(sitemapXml(publicOrigin(request)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
