import { loadSections, type Calls, type LoadPlan, type Loaded } from './load-questions.ts'
import { demoQuestions } from '#domain/exam/demo/index.ts'
import { SAT_DIFFICULTY } from '#domain/exam/demo/sat.ts'
import {
  CANADA_TESTS,
  canadaExamType,
  FLOWS,
  isCanadaTestId,
  isExamTypeName,
  maturaExamType,
  parseMaturaLevel,
  type Flow,
} from '#domain/exam/exams.ts'
import type { SectionLink } from '#domain/exam/links.ts'
import { examTypeForTest } from '#domain/exam/registry.ts'

// What a practice page loads and how: shared by its server loader (the API) and its offline loader (a kept pack).

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
      return test ? { rules: FLOWS.generic, examType: examTypeForTest(test), sections: subjects } : null
  }
}

/** What the generic page loads for a checked question-bank link (/practice?exam=..&section=..): that section. */
export const sectionLinkPlan = (link: Extract<SectionLink, { ok: true }>): LoadPlan => ({
  rules: FLOWS.generic,
  examType: link.examType,
  sections: [link.section],
})

/** A plan's questions through `calls`; an exam the bank does not know (a catalogue test): the flow's built-in set. */
export function loadPlanned(plan: LoadPlan, calls: Calls): Promise<Loaded> {
  if (!isExamTypeName(plan.examType) || plan.sections.length === 0) {
    const questions = plan.rules.demo ? demoQuestions(plan.rules.demo, plan.examType) : []
    return Promise.resolve({ questions, demo: questions.length > 0, missing: [], failed: false, fellBack: [] })
  }
  return loadSections(plan, calls)
}
