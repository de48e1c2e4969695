// Clone detector: items (stem and options) and passages are cut into overlapping character shingles and compared
// by MinHash signatures (the `minhash` package), across every exam and language: a maths template differs only in
// its numbers, a paraphrase shares most of its phrases, and both come out close to their twin.
import { Minhash } from 'minhash'
import type { Question } from '../../openapi/types.ts'

/** Estimated Jaccard similarity of shingles at or above which two items (or passages) count as clones. */
export const CLONE_THRESHOLD = 0.6
const SHINGLE = 5
const PERMUTATIONS = 128

type Signature = Float64Array

/** Letters and digits only, lower case, option letters dropped, one space between words. */
export function normalise(text: string): string {
  return text
    .replace(/(^|\n|\s)[A-E]\) /g, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

function signature(text: string): Signature {
  const m = new Minhash({ numPerm: PERMUTATIONS, seed: 1 })
  const t = normalise(text)
  for (let i = 0; i + SHINGLE <= Math.max(t.length, SHINGLE); i++) m.update(t.slice(i, i + SHINGLE))
  return Float64Array.from(m.hashvalues)
}

function similarity(a: Signature, b: Signature): number {
  let same = 0
  for (let i = 0; i < a.length; i++) if (a[i] === b[i]) same++
  return same / a.length
}

export interface ClonePair {
  kind: 'item' | 'passage'
  a: string
  b: string
  similarity: number
}

/** What an item says: the stem, the options (or matching prompts and choices), the key of an open item, and its
 * own passage (a set's shared passage is compared as a passage, or every pair of set-mates would look alike). */
export function itemShingleText(
  q: Pick<
    Question,
    | 'questionText'
    | 'options'
    | 'matching'
    | 'ordering'
    | 'selection'
    | 'statements'
    | 'correctAnswer'
    | 'passage'
    | 'passageSetId'
  >,
) {
  return [q.passageSetId ? '' : (q.passage ?? ''), q.questionText, ...(q.options ?? [])]
    .concat(q.matching?.prompts ?? [], q.matching?.choices ?? [], q.options?.length ? [] : [q.correctAnswer])
    .concat(q.ordering?.items ?? [], q.selection?.choices ?? [], q.statements?.items ?? [])
    .join('\n')
}

function closest(kind: ClonePair['kind'], entries: { id: string; text: string }[], limit: number): ClonePair[] {
  const signed = entries.map((e) => ({ id: e.id, sig: signature(e.text) }))
  let pairs: ClonePair[] = []
  let floor = -1 // the lowest similarity still kept once `limit` pairs are held
  for (let i = 0; i < signed.length; i++)
    for (let j = i + 1; j < signed.length; j++) {
      const s = similarity(signed[i].sig, signed[j].sig)
      if (s <= floor) continue
      pairs.push({ kind, a: signed[i].id, b: signed[j].id, similarity: Math.round(s * 1000) / 1000 })
      if (pairs.length >= 4 * limit) {
        pairs = pairs.sort((x, y) => y.similarity - x.similarity).slice(0, limit)
        floor = pairs[pairs.length - 1].similarity
      }
    }
  return pairs.sort((x, y) => y.similarity - x.similarity).slice(0, limit)
}

/** The closest pairs of items and of passages (a passage is named by its set, or by its item when alone). */
export function closestPairs(questions: Question[], limit = 20): ClonePair[] {
  const passages = new Map<string, { id: string; text: string }>()
  for (const q of questions)
    if (q.passage && !passages.has(q.passage)) passages.set(q.passage, { id: q.passageSetId ?? q.id, text: q.passage })
  return [
    ...closest(
      'item',
      questions.map((q) => ({ id: q.id, text: itemShingleText(q) })),
      limit,
    ),
    ...closest('passage', [...passages.values()], limit),
  ].sort((x, y) => y.similarity - x.similarity)
}

export const clonesAbove = (pairs: ClonePair[], threshold = CLONE_THRESHOLD) =>
  pairs.filter((p) => p.similarity >= threshold)
