import { BLUEPRINTS, assembleForms, type Form, type FullExamId } from '#domain/exam/full-length/index.ts'
import type { Question } from '#openapi/types.ts'

/** `?form=2` is the second form; anything else the first. */
export const formNumberOf = (url: URL) => (url.searchParams.get('form') === '2' ? 2 : 1)

/** Every item id the form names, over all its parts and routes. */
export const formIds = (form: Form) => Object.values(form.parts).flatMap((lists) => Object.values(lists).flat())

/** Where the page reads the items of its form beyond the first part (decision 151). */
export const REST_ITEMS_PATH = '/resources/exam-form-items'

/**
 * The ids of the form's first part (all its routes): the page carries these items; the rest load once the sitting
 * needs them (decision 151), so the page's HTML does not carry the whole form.
 */
export const firstPartIds = (form: Form) =>
  new Set(Object.values(form.parts[BLUEPRINTS[form.exam].parts[0].id] ?? {}).flat())

/**
 * One full-length form assembled from an exam's bank (the same two forms every time), with only its own items and
 * what it is short of. The page server does it from the API's bank, the browser from a kept exam pack (decision 100).
 */
export function formOfBank(exam: FullExamId, formNumber: number, bank: readonly Question[]) {
  const { forms, shortfalls } = assembleForms(BLUEPRINTS[exam], bank)
  const form = forms[formNumber - 1]
  const ids = new Set(formIds(form))
  return {
    form,
    items: bank.filter((q) => ids.has(q.id)),
    shortfalls: shortfalls.filter((s) => s.form === formNumber - 1),
  }
}

/** The form from a kept pack's questions (every exam's, generated ones too): its exam's bank items only; null if none. */
export function formOfPack(exam: FullExamId, formNumber: number, questions: readonly Question[]) {
  const examBank = questions.filter((q) => q.examType === BLUEPRINTS[exam].examType && q.source === 'bank')
  return examBank.length ? formOfBank(exam, formNumber, examBank) : null
}
