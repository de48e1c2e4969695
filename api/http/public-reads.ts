// The page server is an HTTP client of the API like any other: what the API marks `public, max-age=N` (the catalogue
// and the exam types, data that changes only with a deployment) it keeps for N seconds, as a shared cache may
// (RFC 9111), instead of passing the same read through the API's middleware on every page.
import type { ReadAnswer } from './page-reads.ts'

/** Enough for every public read the pages make; past it the oldest is dropped. */
const MAX_ENTRIES = 200

/** The freshness lifetime (s) of an answer a shared cache may keep, else undefined. */
export function sharedLifetime(answer: ReadAnswer): number | undefined {
  if (answer.statusCode !== 200) return undefined
  const header = (name: string) => {
    const value = answer.headers[name]
    return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value)
  }
  // A cookie set or a representation chosen by request headers is never shared.
  if (header('set-cookie') !== undefined) return undefined
  const vary = header('vary')
  if (vary && vary.split(',').some((field) => field.trim().toLowerCase() !== 'accept-encoding')) return undefined
  const directives = (header('cache-control') ?? '')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim())
  if (!directives.includes('public') || directives.some((d) => d === 'private' || d.startsWith('no-'))) return undefined
  const maxAge = directives.find((d) => d.startsWith('s-maxage=')) ?? directives.find((d) => d.startsWith('max-age='))
  const seconds = maxAge ? Number(maxAge.split('=')[1]) : Number.NaN
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined
}

export class PublicReads {
  readonly #kept = new Map<string, { answer: ReadAnswer; until: number }>()
  constructor(private readonly now: () => number = Date.now) {}

  /** A fresh kept answer to a GET of `pathAndQuery`, else undefined. */
  get(pathAndQuery: string): ReadAnswer | undefined {
    const entry = this.#kept.get(pathAndQuery)
    if (!entry) return undefined
    if (entry.until > this.now()) return entry.answer
    this.#kept.delete(pathAndQuery)
    return undefined
  }

  /** Keeps `answer` for its lifetime when the API marked it public. */
  offer(pathAndQuery: string, answer: ReadAnswer): void {
    const seconds = sharedLifetime(answer)
    if (seconds === undefined) return
    this.#kept.delete(pathAndQuery)
    if (this.#kept.size >= MAX_ENTRIES) this.#kept.delete(this.#kept.keys().next().value!)
    this.#kept.set(pathAndQuery, { answer, until: this.now() + seconds * 1000 })
  }
}
