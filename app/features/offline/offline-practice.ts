import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs } from '@remix-run/react'
import type { Loaded } from '~/utils/load-questions.ts'
import type { PracticeReply } from '~/utils/practice.server.ts'
import { unreachable } from './unreachable.ts'
import type { Flow } from '#domain/exam/exams.ts'
import type { FullExamId } from '#domain/exam/full-length/index.ts'

/** A practice page's data, from its server loader or, offline, from the kept pack of its exams. */
export interface PracticePageData {
  title: string
  loaded: Loaded | null
  /** The page kept for offline use (decision 095): no account, no questions; the browser fills them in. */
  offlineShell: boolean
}

/**
 * The practice routes' client loader (decision 095): the server's data while it can be reached; without a
 * connection (an offline page from the service worker, a cached page, or a client navigation whose data request
 * failed) the questions are drawn from the kept pack by the same plan and loader as on the server (where the
 * results go is the progress store's choice, store-kind.ts). It runs on hydration too, so an offline
 * page gets its questions; online that costs nothing (the server's data is already in the page).
 */
export function offlinePracticeLoader(flow: Flow, exams: readonly FullExamId[]) {
  const clientLoader = async ({ request, serverLoader }: ClientLoaderFunctionArgs): Promise<PracticePageData> => {
    let data: PracticePageData | null = null
    let failure: unknown = null
    try {
      data = await serverLoader<PracticePageData>()
    } catch (error) {
      if (!unreachable(error)) throw error
      failure = error
    }
    if (data && !data.offlineShell && navigator.onLine) return data
    const { practiceFromPack } = await import('./pack-practice.ts')
    const loaded = await practiceFromPack(flow, exams, new URL(request.url).searchParams)
    if (loaded === undefined) {
      // No pack kept: what the page had (a cached page's questions), else the offline error screen.
      if (data && !data.offlineShell) return data
      throw failure ?? new Response('Offline', { status: 503 })
    }
    return { title: data?.title ?? document.title, loaded, offlineShell: false }
  }
  clientLoader.hydrate = true as const
  return clientLoader
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
