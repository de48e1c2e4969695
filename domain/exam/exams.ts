import {
  maturaLevelValues,
  type CountryCode,
  type ExamTypeName,
  type Language,
  type MaturaLevel,
} from '../../openapi/types.ts'
import {
  EXAM_TYPE_NAMES,
  EXAMS,
  examEntry,
  examTypeForTest,
  isExamTypeName,
  sectionNames,
  type CanadaTestId,
  type DemoSet,
  type ExamFlow,
} from './registry.ts'

export { isExamTypeName, maturaExamType } from './registry.ts'
export type { CanadaTestId, DemoSet } from './registry.ts'

/**
 * The exam table: every rule of the five practice flows that is not scoring (spec sections 2, 4 and 9) —
 * sections, question counts, where questions come from, the timer policy, review rules, the built-in demo set
 * and the language. The practice engine (engine.ts) is configured by it, nothing else.
 */

/** The exam flows of the registry and the generic /practice flow. */
export type Flow = ExamFlow | 'generic'

export interface TimerPolicy {
  /** Seconds per question: the same for all, or each question's own timeLimit. */
  seconds: number | 'question'
  /**
   * When a fresh countdown starts:
   *  - 'step': each forward step (Next or a time-out); Previous and review jumps keep the clock (SAT, Matura);
   *  - 'question': every question shown, going back included, starts at its full limit (Canada);
   *  - 'resume': a question keeps the time it had left when it was left (NMT);
   *  - 'answer': per question, and the clock stops once the answer is submitted (generic).
   */
  reset: 'step' | 'question' | 'resume' | 'answer'
  /** At 0: move on (or finish on the last question), or nothing (generic: the clock shows 0:00). */
  atZero: 'advance' | 'nothing'
  /** The clock turns red at this many seconds or less. */
  warnAt: number | null
}

export interface FlowRules {
  flow: Flow
  countryCode: CountryCode | null
  /** The language of the built-in set (and of the flow's own content). */
  language: Language
  /** Bank list per section, or generation per section (one request each, all at once). */
  source: 'bank' | 'generate'
  /** Questions taken per section (generation), and in all. */
  perSection: number
  total: number
  timer: TimerPolicy
  /** Submit checks the answer and shows feedback (generic); otherwise answers are scored at the end. */
  feedback: boolean
  /** A Previous button (answers restored). */
  previous: boolean
  /** Flags and the review list (flagged and unanswered questions) before finishing. */
  review: boolean
  /** The built-in set used when loading yields nothing — always with a visible notice. */
  demo: DemoSet | null
  /** Sections with the display values of spec section 3 (the real exam's timing, not this test's). */
  sections: readonly { name: string; minutes?: number; questions?: number }[]
}

/** Timers of NMT, Matura (and any flow with a warning) turn red at 30 s or less. */
export const TIMER_WARN_SECONDS = 30
/** Accommodation: extra time × 1.5 for students who have it. */
export const EXTRA_TIME_FACTOR = 1.5
/** The spec asks for 4 per section but the contract's counts are 1, 2, 3, 5, 10: ask 5, keep 4 (decision 009). */
export const GENERATION_REQUEST_COUNT = 5
/** The bank list size of one fetch (spec section 9). */
export const BANK_FETCH_LIMIT = 10
/** The short flows draw a section's bank questions from this many (the list's largest page, openapi.yaml `limit`;
 * a test compares them): the whole section, not its first items by id (decision 104). */
export const BANK_POOL_LIMIT = 100
/** One overall deadline for loading all sections; after it the test starts with what has arrived. */
export const LOAD_DEADLINE_MS = 20_000
/** Canada: the completion screen shows this long before /canada-results. */
export const CANADA_REDIRECT_MS = 1000
/** A server session keeps the first 3 subjects. */
export const SESSION_SUBJECTS = 3

export const withExtraTime = (seconds: number, extraTime: boolean): number =>
  extraTime ? Math.round(seconds * EXTRA_TIME_FACTOR) : seconds

export const NMT_SECTIONS = sectionNames('NMT')

/** An exam's sections with their display values, as the registry gives them. */
const sectionsOf = (name: ExamTypeName): FlowRules['sections'] =>
  examEntry(name).sections.map(({ name, minutes, questions }) => ({ name, minutes, questions }))

/**
 * SAT and Matura: 4 generated questions from each of 3 sections, each forward step restarting the clock (`seconds`),
 * Previous and the review list, scored at the end; the built-in set named after the flow.
 */
const sectionedExam = (
  flow: 'sat' | 'matura',
  examType: ExamTypeName,
  timer: Pick<TimerPolicy, 'seconds' | 'warnAt'>,
): FlowRules => ({
  flow,
  countryCode: EXAMS[examType].countryCode,
  language: EXAMS[examType].language,
  source: 'generate',
  perSection: 4,
  total: 12,
  timer: { ...timer, reset: 'step', atZero: 'advance' },
  feedback: false,
  previous: true,
  review: true,
  demo: EXAMS[examType].demo,
  sections: sectionsOf(examType),
})

export const FLOWS: Record<Flow, FlowRules> = {
  generic: {
    flow: 'generic',
    countryCode: null,
    language: 'en',
    source: 'bank',
    perSection: 20,
    total: 5,
    timer: { seconds: 120, reset: 'answer', atZero: 'nothing', warnAt: null },
    feedback: true,
    previous: false,
    review: true,
    demo: null,
    sections: [],
  },
  nmt: {
    flow: 'nmt',
    countryCode: 'UA',
    language: 'uk',
    source: 'bank',
    perSection: 20,
    total: 5,
    timer: { seconds: 'question', reset: 'resume', atZero: 'advance', warnAt: TIMER_WARN_SECONDS },
    feedback: false,
    previous: false,
    review: true,
    demo: 'nmt',
    sections: NMT_SECTIONS.map((name) => ({ name })),
  },
  sat: sectionedExam('sat', 'SAT', { seconds: 120, warnAt: null }),
  matura: sectionedExam('matura', 'MATURA_BASIC', { seconds: 180, warnAt: TIMER_WARN_SECONDS }),
  canada: {
    flow: 'canada',
    countryCode: 'CA',
    language: 'en',
    source: 'bank',
    perSection: BANK_FETCH_LIMIT,
    total: 5,
    timer: { seconds: 'question', reset: 'question', atZero: 'advance', warnAt: null },
    feedback: false,
    previous: true,
    review: false,
    demo: 'canada',
    sections: [],
  },
}

/** The language each exam's items are written in (foreign-language sections aside). */
export const examLanguage = (name: ExamTypeName): Language => EXAMS[name].language

export type MaturaLevelName = MaturaLevel
export const MATURA_LEVELS: readonly MaturaLevelName[] = maturaLevelValues
export const parseMaturaLevel = (raw: string | null | undefined): MaturaLevelName =>
  raw?.toLowerCase() === 'extended' ? 'Extended' : 'Basic'

interface CanadaTestInfo {
  province: string
  subjects: readonly string[]
}
/** The Canada tests of the registry by test id (spec section 3); names, formats and descriptions are in canada.json. */
export const CANADA_TESTS = Object.fromEntries(
  EXAM_TYPE_NAMES.filter((n) => EXAMS[n].flow === 'canada').map((n): [string, CanadaTestInfo] => [
    EXAMS[n].testId,
    { province: examEntry(n).province ?? 'Canada', subjects: sectionNames(n) },
  ]),
) as Record<CanadaTestId, CanadaTestInfo>
export const isCanadaTestId = (id: string): id is CanadaTestId => Object.hasOwn(CANADA_TESTS, id)

/** The examType a Canada test's practice records; CANADA_EXAM when no test is named. */
export const canadaExamType = (testId: string | null | undefined): string =>
  testId ? examTypeForTest(testId) : 'CANADA_EXAM'

/** The test chosen on /select-country, as this browser keeps it (app/utils/storage.ts validates it). */
export interface TestSelection {
  id: string
  name: string
  countryCode: CountryCode
  subjects: readonly string[]
  level?: string
}

export interface CanadaTest {
  id: string
  /** The catalogue's (English) name; the page shows the translated one. */
  name: string
  province: string
  subjects: string[]
  examType: string
}

/** The Canada test a selection names (its subjects, else the catalogue's), or null when it is not a Canada one. */
export function canadaTestOf(selection: TestSelection | null): CanadaTest | null {
  if (!selection || selection.countryCode !== 'CA') return null
  const known = isCanadaTestId(selection.id) ? CANADA_TESTS[selection.id] : null
  return {
    id: selection.id,
    name: selection.name,
    province: known?.province ?? 'Canada',
    subjects: [...(selection.subjects.length > 0 ? selection.subjects : (known?.subjects ?? []))],
    examType: canadaExamType(selection.id),
  }
}

/** The Matura level a selection names (matura-extended, or its `level`); Basic for anything else. */
export const maturaLevelOf = (selection: TestSelection | null): MaturaLevelName =>
  parseMaturaLevel(selection?.countryCode === 'PL' ? (selection.level ?? selection.id.split('-')[1]) : null)

/** The bank's exam type for a Canada exam type, or null when the bank has none (then the built-in set is used). */
export const bankExamType = (examType: string): ExamTypeName | null =>
  isExamTypeName(examType) && EXAMS[examType].flow === 'canada' ? examType : null
