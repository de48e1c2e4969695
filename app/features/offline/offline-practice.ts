import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs } from '@remix-run/react'
import { accountHere } from '~/utils/account-hint.ts'
import type { Loaded } from '~/utils/load-questions.ts'
import type { PracticeReply } from '~/utils/practice.server.ts'
import { unreachable } from './unreachable.ts'
import type { Flow } from '#domain/exam/exams.ts'
import type { FullExamId } from '#domain/exam/full-length/index.ts'
import type { SectionLink } from '#domain/exam/links.ts'

/** A practice page's data, from its server loader or, offline, from the kept pack of its exams. */
export interface PracticePageData {
  title: string
  loaded: Loaded | null
  /** The page kept for offline use (decision 095): no account, no questions; the browser fills them in. */
  offlineShell: boolean
}

/** The generic page's data (/practice): its link checked, or the chosen test's questions. */
export interface GenericPageData extends PracticePageData {
  link: SectionLink | null
  loadError: boolean
}

/**
 * The practice routes' client loader (decisions 095, 144): the server's data while it can be reached; without a
 * connection (an offline page from the service worker, a cached page, or a client navigation whose data request
 * failed) the page's data from the kept pack, drawn by the same plan and loader as on the server (where the
 * results go is the progress store's choice, store-kind.ts). It runs on hydration too, so an offline page gets its
 * questions; online that costs nothing (the server's data is already in the page).
 */
function packLoader<T extends PracticePageData>(
  fromPack: (search: URLSearchParams) => Promise<Omit<T, 'title' | 'offlineShell'> | undefined>,
) {
  const clientLoader = async ({ request, serverLoader }: ClientLoaderFunctionArgs): Promise<T> => {
    let data: T | null = null
    let failure: unknown = null
    try {
      // The server's data is plain JSON already (no dates or maps in it).
      data = (await serverLoader<T>()) as T
    } catch (error) {
      if (!unreachable(error)) throw error
      failure = error
    }
    if (data && !data.offlineShell && navigator.onLine) return data
    const drawn = await fromPack(new URL(request.url).searchParams)
    if (drawn === undefined) {
      // No pack kept: what the page had (a cached page's questions), else the offline error screen.
      if (data && !data.offlineShell) return data
      throw failure ?? new Response('Offline', { status: 503 })
    }
    return { ...drawn, title: data?.title ?? document.title, offlineShell: false } as T
  }
  clientLoader.hydrate = true as const
  return clientLoader
}

/** An exam's practice page: the test drawn from the pack of its exams. */
export const offlinePracticeLoader = (flow: Flow, exams: readonly FullExamId[]) =>
  packLoader<PracticePageData>(async (search) => {
    const { practiceFromPack } = await import('./pack-practice.ts')
    const loaded = await practiceFromPack(flow, exams, search)
    return loaded === undefined ? undefined : { loaded }
  })

/**
 * The generic page (/practice), a signed-in student's (spec route table): offline too, only for the student this
 * browser last knew signed in (account-hint.ts); anyone else gets its not-found, as online.
 */
export function offlineGenericLoader() {
  const clientLoader = packLoader<GenericPageData>(async (search) => {
    if (!accountHere()) throw new Response('Not Found', { status: 404 })
    const { genericFromPack } = await import('./pack-practice.ts')
    const drawn = await genericFromPack(search)
    return drawn && { ...drawn, loadError: false }
  })
  // Online, the page's hydration keeps the server's data: a hydration run of this loader cut short the fetcher that
  // loads a chosen test's questions on arrival. Offline (the kept page) it runs, to draw them from the pack.
  return Object.assign(clientLoader, { hydrate: typeof navigator === 'undefined' || !navigator.onLine })
}

/** Generation needs the server: offline the flow is told it failed and starts with the pack's bank questions. */
export async function offlinePracticeAction({ serverAction }: ClientActionFunctionArgs): Promise<PracticeReply> {
  try {
    return await serverAction<PracticeReply>()
  } catch (error) {
    if (!unreachable(error)) throw error
    return { ok: false, intent: 'generate', error: 'Offline' }
  }
}
