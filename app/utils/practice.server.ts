import { z } from 'zod'
import { remixI18n } from '~/i18n/i18next.server.ts'
import { isOfflineShell } from '~/service-worker/sw-rules.ts'
import { apiQuestions } from '~/utils/api-questions.server.ts'
import { api } from '~/utils/api.server.ts'
import type { LoadPlan, Loaded } from '~/utils/load-questions.ts'
import { loadPlanned, planFor } from '~/utils/practice-plan.ts'
import type { Flow } from '#domain/exam/exams.ts'

/**
 * The practice routes' server side: questions load in the loaders (bank lists, every section at once, one
 * deadline); Start, generation and Finish run in the actions, called through `useFetcher`. What only the
 * browser knows (the test chosen on /select-country, the Matura level) reaches the loader as search params.
 */

/** A plan's questions from the API, through the request's one client. */
export function loadQuestions(request: Request, plan: LoadPlan): Promise<Loaded> {
  return loadPlanned(plan, apiQuestions(api(request)))
}

/** Where each flow's page title is: [namespace, key]. */
const TITLES: Record<Exclude<Flow, 'generic'>, [string, string]> = {
  nmt: ['practice', 'nmt.metaTitle'],
  sat: ['sat', 'meta.practice'],
  matura: ['matura', 'meta.practice'],
  canada: ['canada', 'meta.practice'],
}

/** The loader of /nmt-practice, /sat-practice, /matura-practice and /canada-practice. */
export async function practicePageData(request: Request, flow: Exclude<Flow, 'generic'>) {
  const [ns, titleKey] = TITLES[flow]
  // The page kept for offline use (decision 095): no account and no questions; the browser draws them from its pack.
  if (isOfflineShell(request)) {
    const t = await remixI18n.getFixedT(request, ns)
    return { title: t(titleKey), loaded: null, offlineShell: true }
  }
  const plan = planFor(flow, new URL(request.url).searchParams)
  const [t, loaded] = await Promise.all([remixI18n.getFixedT(request, ns), plan ? loadQuestions(request, plan) : null])
  return { title: t(titleKey), loaded, offlineShell: false }
}

const Body = z.object({ intent: z.literal('generate'), level: z.string().max(20).nullable() })
export type PracticeRequest = z.input<typeof Body>

export type PracticeReply =
  { ok: true; intent: 'generate'; loaded: Loaded } | { ok: false; intent: string; error: string }

/**
 * The practice routes' action: generate the questions (SAT, Matura). Sessions are started and finished through
 * the save queue (/resources/practice-session), which keeps them in the browser until the server has them.
 */
export async function practiceAction(request: Request, flow: Flow): Promise<PracticeReply> {
  const parsed = Body.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return { ok: false, intent: 'invalid', error: parsed.error.issues[0]?.message ?? 'Invalid' }
  const body = parsed.data
  const plan = planFor(flow, new URLSearchParams(body.level ? { level: body.level } : {}), 'generate')
  if (!plan || plan.rules.source !== 'generate') return { ok: false, intent: body.intent, error: 'Not generated' }
  return { ok: true, intent: body.intent, loaded: await loadQuestions(request, plan) }
}
