import type { ResultCard } from '../results.ts'
import samples from './nmt-samples.json'

/**
 * The spec's hard-coded sample sessions (nmt-samples.json). /nmt-results shows them ONLY as a clearly labelled
 * example when the student has no NMT results yet (decision 007).
 */
// TypeScript types a JSON array of objects with different keys as a union it cannot match to a Record.
export const NMT_SAMPLE_CARDS = samples as unknown as ResultCard[]
