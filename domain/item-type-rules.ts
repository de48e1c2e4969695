import type { Question } from '../openapi/types.ts'
import { parseMarks, parseOrder, parseSelection } from './item-types.ts'

/** The bank's rules for the set item types (decision 084): their sets, and a key in the contract's encoding. */
export function orderingProblems(q: Question): string[] {
  const items = q.ordering?.items
  if (!items) return ['ordering items need ordering.items']
  const problems: string[] = []
  if (new Set(items).size !== items.length) problems.push('ordering items are not distinct')
  const key = parseOrder(q.correctAnswer, items.length)
  if (!key || key.includes(-1)) problems.push('correctAnswer must place every item, as 1-B,2-D,…')
  // A key in the written order (1-A,2-B,…) would give the answer away on screen.
  else if (key.every((k, i) => k === i)) problems.push('ordering items must not be written in the keyed order')
  return problems
}

export function selectionProblems(q: Question): string[] {
  const s = q.selection
  if (!s) return ['multiple-select items need selection.count and selection.choices']
  const problems: string[] = []
  if (s.choices.length <= s.count) problems.push('selection needs more choices than its count')
  if (new Set(s.choices).size !== s.choices.length) problems.push('selection choices are not distinct')
  const key = parseSelection(q.correctAnswer, s.choices.length)
  if (!key || key.length !== s.count) problems.push(`correctAnswer must list exactly ${s.count} choice numbers`)
  return problems
}

export function statementProblems(q: Question): string[] {
  const s = q.statements
  if (!s) return ['true-false items need statements.items and statements.scoring']
  const problems: string[] = []
  const key = parseMarks(q.correctAnswer, s.items.length)
  if (!key || key.includes(null)) problems.push('correctAnswer must mark every statement T or F, as T,F,T')
  return problems
}

/** Problems of any item's set fields: each set belongs to its own type only, and the set types have no options. */
export function setFieldProblems(q: Question, type: string): string[] {
  const problems: string[] = []
  const owners = { matching: 'matching', ordering: 'ordering', selection: 'multiple-select', statements: 'true-false' }
  for (const [field, owner] of Object.entries(owners))
    if (q[field as keyof typeof owners] && type !== owner) problems.push(`${field} belongs to ${owner} items only`)
  if (['ordering', 'multiple-select', 'true-false'].includes(type) && q.options?.length)
    problems.push(`${type} items have no options`)
  return problems
}
