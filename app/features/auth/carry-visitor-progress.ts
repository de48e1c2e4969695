import { useEffect, useRef, type FormEvent } from 'react'
import type { AccountImport } from '~/features/progress/store/index.ts'

/** Hidden fields of the sign-up that carry the visitor's results, answers and cards (filled on submit). */
export const VISITOR_FIELDS = ['visitorProgress', 'visitorAnswers', 'visitorCards'] as const

const NOTHING: AccountImport = { progress: '[]', answers: '[]', cards: '[]' }

/**
 * The sign-up's carry of a visitor's results, answers and review cards to the new account: read from the browser
 * store through the progress store's interface after hydration (the store and its code load only on this page), and
 * written into the hidden fields on submit. A submit before the read is done waits for it and goes again. The
 * browser keeps its copy: the account's import skips what it already holds (decision 088).
 */
export function useCarriedProgress(register: boolean) {
  const read = useRef<{ done: Promise<unknown>; fields: AccountImport | null } | null>(null)
  useEffect(() => {
    if (!register) return
    const state: { done: Promise<unknown>; fields: AccountImport | null } = { done: Promise.resolve(), fields: null }
    state.done = import('~/features/progress/store/index.ts')
      .then(({ progressStoreOf }) => progressStoreOf('browser').exportForAccount())
      .then(
        (fields) => (state.fields = fields ?? NOTHING),
        () => (state.fields = NOTHING),
      )
    read.current = state
  }, [register])
  /** Fills the hidden fields, or holds a submit back until they are read and then sends it again. */
  return function carry(event: FormEvent<HTMLFormElement>): void {
    const state = read.current
    if (!register || !state) return
    const form = event.currentTarget
    if (!state.fields) {
      event.preventDefault()
      void state.done.then(() => form.requestSubmit())
      return
    }
    const values = [state.fields.progress, state.fields.answers, state.fields.cards]
    VISITOR_FIELDS.forEach((name, i) => {
      const input = form.elements.namedItem(name)
      if (input instanceof HTMLInputElement) input.value = values[i]
    })
  }
}
