import { itemText } from '../../domain/question-rules.ts'
import type { Question } from '../../openapi/types.ts'

/** How many generated items the store keeps (issue 11): per requester, and in all. */
export interface GeneratedCaps {
  /** Per requester: over it, that requester's oldest items are dropped. */
  perRequester: number
  /** In all: over it, the oldest anonymous items are dropped first, then the oldest of anyone. */
  total: number
}

export const DEFAULT_GENERATED_CAPS: GeneratedCaps = { perRequester: 200, total: 20_000 }

/** Anonymous requesters are `anon:<client key>` (requesterOf); items from before owners were kept have none. */
export const isAnonymousRequester = (requester: string | null | undefined) =>
  !requester || requester.startsWith('anon:')

/** The duplicate-check key of a text: the same words, whatever the case, spacing or Unicode form. */
export function questionTextKey(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()
}

/** What the store indexes for an item: its stem and options (itemText: "A) x" and "x" are the same option). */
export function indexedText(q: Pick<Question, 'questionText' | 'options' | 'matching'>): string {
  return itemText(q)
}

// No Node built-ins here: the mocks run the memory store in the browser too.

/**
 * The generated items of an in-process store (lowdb, memory) with the indexes that keep every request path
 * short: the items of each requester (what GET /api/questions shows them) and a count per normalised question
 * text over the bank and every stored item (the duplicate check), both kept up to date on every add and drop.
 * `items` is in insertion order, oldest first; `owners` maps an item id to its requester. `accepted` are the items an
 * operator moved into the shared bank (npm run bank:review): listed to everyone, no longer anyone's nor capped.
 */
export class GeneratedIndex {
  readonly #byRequester = new Map<string, Question[]>()
  readonly #texts = new Map<string, number>()
  readonly #ids = new Set<string>()

  constructor(
    bank: Question[],
    readonly items: Question[],
    readonly owners: Record<string, string>,
    readonly accepted: Question[] = [],
  ) {
    for (const q of [...bank, ...accepted]) this.#countText(indexedText(q), 1)
    for (const q of accepted) this.#ids.add(q.id)
    for (const q of items) this.#index(q)
  }

  /** The items this requester asked for (none without a requester), oldest first. */
  of(requester: string | undefined): Question[] {
    return requester ? (this.#byRequester.get(requester) ?? []) : []
  }

  /** The texts (indexedText) among these that the bank or a stored item already has (after normalising). */
  known(texts: string[]): Set<string> {
    return new Set(texts.filter((t) => this.#texts.has(questionTextKey(t))))
  }

  /** Moves these items (still private) into the shared bank; returns the ids moved (unknown or shared ones are not). */
  accept(ids: string[]): string[] {
    const wanted = new Set(ids)
    const moving = this.items.filter((q) => wanted.has(q.id))
    if (!moving.length) return []
    this.drop(moving)
    for (const q of moving) {
      this.accepted.push(q)
      this.#ids.add(q.id)
      this.#countText(indexedText(q), 1)
    }
    return moving.map((q) => q.id)
  }

  /** Keeps these items for their requester, then applies the caps; returns the items dropped. */
  add(questions: Question[], requester: string, caps: GeneratedCaps): Question[] {
    for (const q of questions) {
      if (this.#ids.has(q.id)) continue
      this.items.push(q)
      this.owners[q.id] = requester
      this.#index(q)
    }
    const dropped: Question[] = []
    const own = this.#byRequester.get(requester) ?? []
    if (own.length > caps.perRequester) dropped.push(...own.slice(0, own.length - caps.perRequester))
    let over = this.items.length - dropped.length - caps.total
    if (over > 0) {
      const gone = new Set(dropped.map((q) => q.id))
      // Oldest anonymous first, then the oldest of anyone.
      for (const anonymous of [true, false])
        for (const q of this.items) {
          if (over <= 0) break
          if (gone.has(q.id) || (anonymous && !isAnonymousRequester(this.owners[q.id]))) continue
          gone.add(q.id)
          dropped.push(q)
          over--
        }
    }
    if (dropped.length) this.drop(dropped)
    return dropped
  }

  #index(q: Question) {
    this.#ids.add(q.id)
    const requester = this.owners[q.id]
    if (requester) {
      const list = this.#byRequester.get(requester) ?? []
      list.push(q)
      this.#byRequester.set(requester, list)
    }
    this.#countText(indexedText(q), 1)
  }

  /** Removes these items (a deleted requester's). */
  drop(questions: Question[]) {
    const ids = new Set(questions.map((q) => q.id))
    let kept = 0
    for (const q of this.items) if (!ids.has(q.id)) this.items[kept++] = q
    this.items.length = kept
    for (const q of questions) {
      this.#ids.delete(q.id)
      const requester = this.owners[q.id]
      delete this.owners[q.id]
      this.#countText(indexedText(q), -1)
      if (!requester) continue
      const list = (this.#byRequester.get(requester) ?? []).filter((other) => other.id !== q.id)
      if (list.length) this.#byRequester.set(requester, list)
      else this.#byRequester.delete(requester)
    }
  }

  #countText(text: string, delta: number) {
    const key = questionTextKey(text)
    const n = (this.#texts.get(key) ?? 0) + delta
    if (n > 0) this.#texts.set(key, n)
    else this.#texts.delete(key)
  }
}
