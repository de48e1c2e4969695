import { z } from 'zod'
import { countryCodeValues } from '#openapi/types.ts'

/**
 * The one typed gateway to browser storage (spec section 3, "Browser storage keys"). Every value is validated
 * on read: a corrupt or foreign value is removed and reported (onCorrupt), never crashes a page.
 */

const CountryCode = z.enum(countryCodeValues)
const Tally = z.object({ correct: z.number().int().min(0), total: z.number().int().min(0) })

export const SelectedTestData = z.object({
  id: z.string().min(1),
  name: z.string(),
  countryCode: CountryCode,
  subjects: z.array(z.string()),
  description: z.string().optional(),
  duration: z.string().optional(),
  level: z.string().optional(),
})
export type SelectedTestData = z.infer<typeof SelectedTestData>

export const LocalProgressEntry = z.object({
  date: z.string(),
  testType: z.string(),
  province: z.string().nullable().optional(),
  questionsAttempted: z.number().int().min(0),
  questionsCorrect: z.number().int().min(0),
  scorePercentage: z.number().min(0).max(100),
  subjectScores: z.record(z.string(), z.union([z.number(), Tally])),
  topicBreakdown: z.record(z.string(), Tally),
  /** Seconds the test took (optional: older entries lack it). */
  totalTime: z.number().int().min(0).max(86400).optional(),
})
export type LocalProgressEntry = z.infer<typeof LocalProgressEntry>

/** Schemas of the keys; feature modules add theirs with registerKey. */
const local = {
  selectedCountry: CountryCode,
  selectedTest: z.string().min(1),
  selectedTestData: SelectedTestData,
  userProgress: z.array(LocalProgressEntry),
} satisfies Record<string, z.ZodType>

type LocalKeys = typeof local
type LocalKey = keyof LocalKeys

let onCorrupt: (key: string) => void = () => {}
/** Called once per removed corrupt value (the UI shows a notice). */
export function setCorruptHandler(handler: (key: string) => void) {
  onCorrupt = handler
}

function area(kind: 'local' | 'session'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return null
  }
}

/** Reads and validates a key with any schema; plain strings may be stored without JSON quotes. */
export function readValue<T>(kind: 'local' | 'session', key: string, schema: z.ZodType<T>): T | null {
  const store = area(kind)
  const raw = store?.getItem(key)
  if (raw === null || raw === undefined) return null
  let value: unknown = raw
  try {
    value = JSON.parse(raw)
  } catch {
    // Not JSON: legacy plain strings (e.g. selectedCountry = CA) are still valid if the schema says so.
  }
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  store?.removeItem(key)
  onCorrupt(key)
  return null
}

export function writeValue<T>(kind: 'local' | 'session', key: string, schema: z.ZodType<T>, value: T) {
  const checked = schema.parse(value)
  area(kind)?.setItem(key, typeof checked === 'string' ? checked : JSON.stringify(checked))
}

export function readLocal<K extends LocalKey>(key: K): z.infer<LocalKeys[K]> | null {
  return readValue('local', key, local[key] as unknown as z.ZodType<z.infer<LocalKeys[K]>>)
}

export function writeLocal<K extends LocalKey>(key: K, value: z.infer<LocalKeys[K]>) {
  writeValue('local', key, local[key] as unknown as z.ZodType<z.infer<LocalKeys[K]>>, value)
}
