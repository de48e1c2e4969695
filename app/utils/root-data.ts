import { useRouteLoaderData } from '@remix-run/react'
import type { rootLoader } from '~/utils/root-data.server.ts'

/** What the root loader gives every page: the locale, the signed-in user (or null) and the public env. */
export type RootData = Awaited<ReturnType<typeof rootLoader>>

/** The root loader's data, for components anywhere in the tree (undefined only inside a root error). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof rootLoader>('root')
}

/** The signed-in user, or null for a visitor. */
export function useOptionalUser() {
  return useRootData()?.user ?? null
}
