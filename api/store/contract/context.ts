import type { Question } from '../../../openapi/types.ts'
import { loadQuestionBank } from '../../seed/index.ts'
import type { GeneratedCaps } from '../generated.ts'
import type { NewPracticeSession, Store, UserRecord } from '../types.ts'

/** A store under test and how to dispose of it. */
export interface StoreFixture {
  store: Store
  close(): Promise<void>
  /**
   * Where the stored data holds any of these strings (file names or table names): what a deleted account must not
   * leave behind, read from the store's own files or tables, not through its interface.
   */
  leftovers(needles: string[]): Promise<string[]>
}

/** `open` gives a fresh, empty store each call; with `generatedCaps`, one that keeps that few generated items. */
export type OpenStore = (options?: { generatedCaps?: GeneratedCaps }) => Promise<StoreFixture>

/** What every part of the contract is given: the store of the suite (set before the first case) and helpers. */
export interface ContractContext {
  readonly store: Store
  /** The suite's store's leftovers (StoreFixture.leftovers). */
  leftovers(needles: string[]): Promise<string[]>
  open: OpenStore
  newUser(firstName?: string): Promise<UserRecord>
  practiceInput(userId: string): NewPracticeSession
}

export const bank = loadQuestionBank()

let counter = 0
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`

export function generatedQuestion(overrides: Partial<Question> = {}): Question {
  const base = bank.find((q) => q.examType === 'SAT' && q.section === 'Math Calculator')!
  return {
    ...structuredClone(base),
    id: unique('gen_'),
    source: 'generated',
    createdAt: new Date().toISOString(),
    ...overrides,
  }
}

/** A maker of generated items, each a minute newer than the one before, from New Year of `year`. */
export function itemsMinuteApart(year: number, label: string) {
  let minute = 0
  return () =>
    generatedQuestion({
      createdAt: new Date(Date.UTC(year, 0, 1, 0, minute++)).toISOString(),
      questionText: `${label} ${unique('i')}?`,
    })
}
