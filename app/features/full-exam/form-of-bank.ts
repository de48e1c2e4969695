import { BLUEPRINTS, assembleForms, type FullExamId } from '#domain/exam/full-length/index.ts'
import type { Question } from '#openapi/types.ts'

/** `?form=2` is the second form; anything else the first. */
export const formNumberOf = (url: URL) => (url.searchParams.get('form') === '2' ? 2 : 1)

/**
 * One full-length form assembled from an exam's bank (the same two forms every time), with only its own items and
 * what it is short of. The page server does it from the API's bank, the browser from a kept exam pack (decision 100).
 */
export function formOfBank(exam: FullExamId, formNumber: number, bank: readonly Question[]) {
  const { forms, shortfalls } = assembleForms(BLUEPRINTS[exam], bank)
  const form = forms[formNumber - 1]
  const ids = new Set(Object.values(form.parts).flatMap((lists) => Object.values(lists).flat()))
  return {
    form,
    items: bank.filter((q) => ids.has(q.id)),
    shortfalls: shortfalls.filter((s) => s.form === formNumber - 1),
  }
}
