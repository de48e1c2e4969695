import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { clientTranslator } from '~/i18n/translator.client.ts'
import { unreachable } from './unreachable.ts'

/**
 * The client loader of a results page whose figures are in its address or in this browser (/sat-results,
 * /matura-results, /canada-results, /results, /nmt-results; decisions 114, 144): the server's data while it can be
 * reached; without a connection the page's title, in the page's language, and what `offline` says the page has
 * instead of the server's data, so a short test finished offline opens its results as online.
 */
export function offlineTitleLoader<T extends object = object>(namespace: string, key: string, offline?: () => T) {
  return async ({ serverLoader }: ClientLoaderFunctionArgs): Promise<{ title: string } & T> => {
    try {
      // The server's data is plain JSON already (no dates or maps in it).
      return (await serverLoader<{ title: string } & T>()) as { title: string } & T
    } catch (error) {
      if (!unreachable(error)) throw error
      return { ...(offline?.() as T), title: clientTranslator().getFixedT(null, namespace)(key) }
    }
  }
}
