import type {
  Difficulty,
  ExamFormat,
  ExamTypeName,
  FullExamId,
  FullExamRoute,
  Language,
  MaturaLevel,
  QuestionType,
} from '../../../openapi/types.ts'

export type { FullExamId }

/**
 * The shapes of a full-length mock (issue 14, decisions 028 and 029). A blueprint is the exam's official structure
 * as far as the bank can fill it; a form is one set of bank items laid into it; an attempt is one student's sitting.
 */

/** `graphing`: the calculator also plots functions (the SAT, where Bluebook gives Desmos). */
export type Tool = 'calculator' | 'graphing' | 'reference-sheet' | 'strike-through' | 'navigator' | 'mark-for-review'

/** Which difficulties a block prefers, in shares that sum to 1 (the rest are filled from the nearest ones). */
export type DifficultyMix = Partial<Record<Difficulty, number>>

/** The SAT's module 2: which of the two variants the student is routed to. */
export type Route = FullExamRoute

/** Where a block's items come from in the bank, and how many of each type. */
export interface Pool {
  examType: ExamTypeName
  /** The bank's section names (the SAT files items under the paper SAT's sections). */
  sections: readonly string[]
  /** Only items tagged with this digital format. */
  format?: ExamFormat
  level?: MaturaLevel
  /** Items per type, e.g. { choice: 17, numeric: 5 }. */
  types: Partial<Record<QuestionType, number>>
  /** Multiple choice with exactly this many options first (NMT's А–Д), others after. */
  preferOptions?: number
}

/** Points per item of a type inside a block (NMT: a numeric answer is worth 2, matching 1 per pair). */
export type PointWeights = Partial<Record<QuestionType, number>>

export interface Block {
  /** The score section this block counts towards, e.g. 'rw', 'math' or a section's name. */
  scoreSection: string
  pool: Pool
  mix: DifficultyMix
  weights?: PointWeights
}

/** A timed part: a SAT module, an NMT part, a Matura subject. Blocks are shown in order. */
export interface Part {
  id: string
  seconds: number
  /** Untimed pause (null: a separate day, continue when ready) or a timed break after this part; 0 for none. */
  breakAfter: number | null
  tools: readonly Tool[]
  language: Language
  blocks: readonly Block[]
  /** The SAT's module 2: one block list per route, and the part whose result decides it. */
  adaptive?: { routedBy: string; threshold: number; variants: Record<Route, readonly Block[]> }
  /** What the real part has that the mock leaves out (shown on the intro). */
  omitted?: string
}

export interface ScoreSection {
  id: string
  /** The bank section names it covers (for per-section breakdowns by bank section). */
  label: string
}

export type Scale =
  | { kind: 'sat' }
  | { kind: 'nmt'; thresholds: Record<string, number> }
  | { kind: 'percent'; pass?: number }
  | { kind: 'osslt' }
  | { kind: 'bc-proficiency' }

export interface Blueprint {
  id: FullExamId
  examType: ExamTypeName
  /** The practice page this mock is reached from. */
  practicePath: string
  language: Language
  parts: readonly Part[]
  scoreSections: readonly ScoreSection[]
  scale: Scale
}

/** One form: per part, the item ids per variant ('default' or a route). */
export interface Form {
  exam: FullExamId
  index: number
  parts: Record<string, Partial<Record<'default' | Route, string[]>>>
}

export interface Shortfall {
  form: number
  part: string
  variant: 'default' | Route
  scoreSection: string
  type: QuestionType
  wanted: number
  got: number
}
