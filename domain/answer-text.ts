import type { Question } from '../openapi/types.ts'
import { parseMarks, parseOrder, parseSelection } from './item-types.ts'
import { parseMatches } from './pairs.ts'
import { questionType } from './questions.ts'

type SetItem = Pick<Question, 'type' | 'matching' | 'ordering' | 'selection' | 'statements'>

/**
 * A set item's answer (or key) in words, for the mistake review: the items in the order given, the choices picked,
 * the pairs, the statements with their marks; anything else, or an answer that does not parse, as written.
 */
export function answerText(q: SetItem, answer: string, marks: { true: string; false: string }): string {
  const type = questionType(q)
  if (type === 'ordering') {
    const items = q.ordering?.items ?? []
    const order = parseOrder(answer, items.length)
    if (order) return order.map((i) => items[i] ?? '—').join(' → ')
  }
  if (type === 'multiple-select') {
    const choices = q.selection?.choices ?? []
    const picked = parseSelection(answer, choices.length)
    if (picked) return picked.map((i) => choices[i]).join('; ')
  }
  if (type === 'matching') {
    const { prompts = [], choices = [] } = q.matching ?? {}
    const pairs = parseMatches(answer, prompts.length, choices.length)
    if (pairs) return pairs.map((c, i) => `${prompts[i]} → ${choices[c] ?? '—'}`).join('; ')
  }
  if (type === 'true-false') {
    const statements = q.statements?.items ?? []
    const given = parseMarks(answer, statements.length)
    if (given)
      return statements
        .map((s, i) => `${s} — ${given[i] === null ? '—' : given[i] ? marks.true : marks.false}`)
        .join('; ')
  }
  return answer
}

const letter = (i: number) => String.fromCharCode(65 + i)

/** A set item's parts as lines, numbered and lettered as its key names them (prompts and statements 1, 2…;
 * choices and items A, B…; "3 of 7" choices 1–7), for a listing that shows the item in the bank's order. */
export function setLines(q: SetItem): string[] {
  const type = questionType(q)
  if (type === 'matching') {
    const { prompts = [], choices = [] } = q.matching ?? {}
    return [...prompts.map((p, i) => `${i + 1}. ${p}`), ...choices.map((c, i) => `${letter(i)}. ${c}`)]
  }
  if (type === 'ordering') return (q.ordering?.items ?? []).map((item, i) => `${letter(i)}. ${item}`)
  if (type === 'multiple-select') return (q.selection?.choices ?? []).map((c, i) => `${i + 1}. ${c}`)
  if (type === 'true-false') return (q.statements?.items ?? []).map((s, i) => `${i + 1}. ${s}`)
  return []
}
