import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { clientTranslator } from '~/i18n/translator.client.ts'
import { unreachable } from './unreachable.ts'

/**
 * The client loader of a results page whose figures are in its address or in this browser (/sat-results,
 * /matura-results, /canada-results; decision 114): the server's data while it can be reached; without a connection
 * only the page's title, in the page's language, so a short test finished offline opens its results as online.
 */
export function offlineTitleLoader(namespace: string, key: string) {
  return async ({ serverLoader }: ClientLoaderFunctionArgs): Promise<{ title: string }> => {
    try {
      return await serverLoader<{ title: string }>()
    } catch (error) {
      if (!unreachable(error)) throw error
      return { title: clientTranslator().getFixedT(null, namespace)(key) }
    }
  }
}
