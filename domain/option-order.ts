import type { OptionOrder, Question } from '../openapi/types.ts'
import { parseOrder } from './item-types.ts'
import { hasOptionLabel, optionText, questionType } from './questions.ts'
import { mulberry32 } from './random.ts'

/**
 * The order an attempt shows a choice item's options in (issue 25): a pure function of the attempt's seed, the
 * question id, the options and the item's `optionOrder`, so the browser and the server draw the same order and a
 * reload draws it again. Answers are the option itself (its text in the bank), never the letter it was shown under.
 */

/** The largest seed (the contract's ShuffleSeed: an unsigned 32-bit integer). */
export const MAX_SEED = 0xffffffff

/** A fresh seed for a new attempt (crypto where there is one: the order must not be guessable from the clock). */
export function newShuffleSeed(): number {
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function')
    return crypto.getRandomValues(new Uint32Array(1))[0]
  return Math.floor(Math.random() * (MAX_SEED + 1))
}

/** 32-bit FNV-1a of the question id, mixed with the seed: each item of one attempt gets its own stream. */
function streamSeed(seed: number, questionId: string): number {
  let h = 0x811c9dc5 ^ (seed >>> 0)
  for (let i = 0; i < questionId.length; i++) h = Math.imul(h ^ questionId.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** Display position → bank index: a Fisher–Yates shuffle of the positions the item's `optionOrder` lets move. */
export function optionPermutation(
  seed: number,
  questionId: string,
  count: number,
  order: OptionOrder = 'shuffle',
): number[] {
  const indices = Array.from({ length: count }, (_, i) => i)
  if (order === 'fixed' || count < 2) return indices
  const movable = order === 'keep-last' ? count - 1 : count
  const random = mulberry32(streamSeed(seed, questionId))
  for (let i = movable - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[indices[i], indices[j]] = [indices[j], indices[i]]
  }
  return indices
}

/** The item as the attempt shows it: its options in the attempt's order (no seed: the bank's order). */
export function presentOptions<Q extends Pick<Question, 'id' | 'options'> & { optionOrder?: OptionOrder }>(
  question: Q,
  seed: number | undefined,
): Q {
  if (seed === undefined || question.options.length < 2) return question
  const order = optionPermutation(seed, question.id, question.options.length, question.optionOrder)
  return { ...question, options: order.map((i) => question.options[i]) }
}

const LETTERS = 'ABCDEFGHIJ'

/** An option as shown at display position `index`: a lettered bank option ("C) 5") takes the letter of its place. */
export const displayOption = (option: string, index: number): string =>
  hasOptionLabel(option) ? `${LETTERS[index]}) ${optionText(option)}` : option

/** The option a student gave as shown to them (its letter in their order); the text itself when it is not an option. */
export function displayAnswer(options: readonly string[], answer: string): string {
  const index = options.indexOf(answer)
  return index === -1 ? answer : displayOption(answer, index)
}

type ListedSet = Pick<Question, 'id' | 'type' | 'correctAnswer' | 'matching' | 'ordering' | 'selection'>

/** The lettered or numbered list of a set item that an attempt may reorder: matching choices, ordering items and the
 * choices of a "3 of 7" (the prompts and statements keep their numbers). */
function listed(item: ListedSet): readonly string[] {
  const type = questionType(item)
  if (type === 'matching') return item.matching?.choices ?? []
  if (type === 'ordering') return item.ordering?.items ?? []
  if (type === 'multiple-select') return item.selection?.choices ?? []
  return []
}

/**
 * Display place → bank index of a set item's list in an attempt (decision 105). The answer keeps the bank's letters
 * and numbers (`1-C`, `2,5,7`), so it means the same whatever the order and grades with no seed; only the screen maps
 * places to the bank. An ordering is never shown in its keyed order (it would give the sequence away). No seed: the
 * bank's order.
 */
export function setPermutation(seed: number | undefined, item: ListedSet): number[] {
  const count = listed(item).length
  const bank = Array.from({ length: count }, (_, i) => i)
  if (seed === undefined || count < 2) return bank
  const key = questionType(item) === 'ordering' ? parseOrder(item.correctAnswer, count) : null
  for (let draw = 0; ; draw++) {
    const order = optionPermutation(seed, `${item.id}#set${draw}`, count)
    if (!key || order.some((bankIndex, place) => bankIndex !== key[place])) return order
  }
}
