import { z } from 'zod'
import { remixI18n } from '~/i18n/i18next.server.ts'
import { api } from '~/utils/api.server.ts'
import { getUser } from '~/utils/auth.server.ts'
import { loadSections, type Calls, type LoadPlan, type Loaded } from './load-questions.ts'
import { demoQuestions } from '#domain/exam/demo/index.ts'
import { SAT_DIFFICULTY } from '#domain/exam/demo/sat.ts'
import {
  CANADA_TESTS,
  FLOWS,
  isCanadaTestId,
  isExamTypeName,
  maturaExamType,
  parseMaturaLevel,
  type Flow,
} from '#domain/exam/exams.ts'
import { examTypeNameForTest } from '#domain/exam/links.ts'
import { canadaExamType } from '#domain/exam/scoring.ts'

/**
 * The practice routes' server side: questions load in the loaders (bank lists, every section at once, one
 * deadline); Start, generation and Finish run in the actions, called through `useFetcher`. What only the
 * browser knows (the test chosen on /select-country, the Matura level) reaches the loader as search params.
 */

function calls(request: Request): Calls {
  const client = api(request)
  const failed = (response: Response) => ({ ok: false as const, status: response.status, error: response.statusText })
  return {
    async list(query, signal) {
      const examType = isExamTypeName(query.examType) ? query.examType : undefined
      const { data, response } = await client.GET('/api/questions', {
        params: { query: { ...query, examType } },
        signal,
      })
      return data ? { ok: true, questions: data } : failed(response)
    },
    async generate(body, signal) {
      const { examType } = body
      if (!isExamTypeName(examType)) return { ok: false, status: 400, error: 'Unknown exam type' }
      const { data, response } = await client.POST('/api/questions/generate', { body: { ...body, examType }, signal })
      return data ? { ok: true, questions: data } : failed(response)
    },
  }
}

export function loadQuestions(request: Request, plan: LoadPlan): Promise<Loaded> {
  // An exam the bank does not know (a catalogue test without questions): the flow's built-in set, if it has one.
  if (!isExamTypeName(plan.examType) || plan.sections.length === 0) {
    const questions = plan.rules.demo ? demoQuestions(plan.rules.demo, plan.examType) : []
    return Promise.resolve({ questions, demo: questions.length > 0, missing: [], failed: false, fellBack: [] })
  }
  return loadSections(plan, calls(request))
}

const bank = (flow: Flow) => ({ ...FLOWS[flow], source: 'bank' as const })
const names = (flow: Flow) => FLOWS[flow].sections.map((s) => s.name)

/** What a flow's page loads, from its search params; null while the browser has not said what (a chosen test). */
export function planFor(flow: Flow, search: URLSearchParams, purpose: 'bank' | 'generate' = 'bank'): LoadPlan | null {
  const subjects = search.getAll('subject').filter(Boolean).slice(0, 20)
  const test = search.get('test')
  switch (flow) {
    case 'nmt':
      return { rules: FLOWS.nmt, examType: 'NMT', sections: names('nmt') }
    case 'sat':
    case 'matura': {
      const level = parseMaturaLevel(search.get('level'))
      return {
        rules: purpose === 'bank' ? bank(flow) : FLOWS[flow],
        examType: flow === 'sat' ? 'SAT' : maturaExamType(level),
        sections: names(flow),
        difficulty: flow === 'sat' ? SAT_DIFFICULTY : level,
      }
    }
    case 'canada': {
      if (!test) return null
      const known = isCanadaTestId(test) ? CANADA_TESTS[test].subjects : []
      return { rules: FLOWS.canada, examType: canadaExamType(test), sections: subjects.length ? subjects : [...known] }
    }
    case 'generic':
      return test ? { rules: FLOWS.generic, examType: examTypeNameForTest(test), sections: subjects } : null
  }
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
  const plan = planFor(flow, new URL(request.url).searchParams)
  const [ns, titleKey] = TITLES[flow]
  const [t, user, loaded] = await Promise.all([
    remixI18n.getFixedT(request, ns),
    getUser(request),
    plan ? loadQuestions(request, plan) : null,
  ])
  return { title: t(titleKey), signedIn: Boolean(user), loaded }
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
