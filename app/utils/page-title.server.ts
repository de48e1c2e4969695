import type { LoaderFunctionArgs } from '@remix-run/node'
import { remixI18n } from '~/i18n/i18next.server.ts'

/** A loader for pages whose server data is only their title, in the request's language. */
export function titleLoader(namespace: string, key: string) {
  return async ({ request }: LoaderFunctionArgs) => {
    const t = await remixI18n.getFixedT(request, namespace)
    return { title: t(key) }
  }
}
