import * as v from 'valibot'
import { browserArea } from './browser-store/areas.ts'
import { reportCorrupt } from './storage-events.ts'
import { countryCodeValues } from '#openapi/types.ts'

/**
 * The one typed gateway to browser storage (spec section 3, "Browser storage keys"). Every value is validated
 * on read: a corrupt or foreign value is removed and reported (onCorrupt), never crashes a page.
 */

// Valibot, not zod: the root and most pages read browser storage, and valibot's schemas cost a few hundred bytes
// each in the bundle where zod's runtime is over 25 KB (decision 024). Same rules as before.
const CountryCode = v.picklist(countryCodeValues)
/** A whole number, at least 0. */
export const Count = v.pipe(v.number(), v.integer(), v.minValue(0))
export const Percentage = v.pipe(v.number(), v.minValue(0), v.maxValue(100))
export const Tally = v.object({ correct: Count, total: Count })

export const SelectedTestData = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  countryCode: CountryCode,
  subjects: v.array(v.string()),
  description: v.optional(v.string()),
  duration: v.optional(v.string()),
  level: v.optional(v.string()),
})
export type SelectedTestData = v.InferOutput<typeof SelectedTestData>

export const LocalProgressEntry = v.object({
  date: v.string(),
  testType: v.string(),
  province: v.nullish(v.string()),
  questionsAttempted: Count,
  questionsCorrect: Count,
  scorePercentage: Percentage,
  subjectScores: v.record(v.string(), v.union([v.number(), Tally])),
  topicBreakdown: v.record(v.string(), Tally),
  /** Seconds the test took (optional: older entries lack it). */
  totalTime: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(86400))),
})
export type LocalProgressEntry = v.InferOutput<typeof LocalProgressEntry>

/** A schema of a stored value (any valibot schema without async checks). */
export type StoredSchema<T> = v.GenericSchema<unknown, T>

/** What each key holds. */
interface LocalValues {
  selectedCountry: v.InferOutput<typeof CountryCode>
  selectedTest: string
  selectedTestData: SelectedTestData
}
type LocalKey = keyof LocalValues

/** Schemas of the keys. */
const local: { [K in LocalKey]: StoredSchema<LocalValues[K]> } = {
  selectedCountry: CountryCode,
  selectedTest: v.pipe(v.string(), v.minLength(1)),
  selectedTestData: SelectedTestData,
}

/** Reads and validates a key with any schema; plain strings may be stored without JSON quotes. */
export function readValue<T>(kind: 'local' | 'session', key: string, schema: StoredSchema<T>): T | null {
  const store = browserArea(kind)
  const raw = store?.getItem(key)
  if (raw === null || raw === undefined) return null
  let value: unknown = raw
  try {
    value = JSON.parse(raw)
  } catch {
    // Not JSON: legacy plain strings (e.g. selectedCountry = CA) are still valid if the schema says so.
  }
  const parsed = v.safeParse(schema, value)
  if (parsed.success) return parsed.output
  store?.removeItem(key)
  reportCorrupt(key)
  return null
}

export function writeValue<T>(kind: 'local' | 'session', key: string, schema: StoredSchema<T>, value: T) {
  const checked = v.parse(schema, value)
  browserArea(kind)?.setItem(key, typeof checked === 'string' ? checked : JSON.stringify(checked))
}

export function readLocal<K extends LocalKey>(key: K): LocalValues[K] | null {
  return readValue('local', key, local[key])
}

export function writeLocal<K extends LocalKey>(key: K, value: LocalValues[K]) {
  writeValue('local', key, local[key], value)
}
