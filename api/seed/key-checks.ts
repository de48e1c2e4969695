// The key-pattern checks applied to the bank: per file, per passage set, and over all passage sets together.
import { questionType } from '../../domain/questions.ts'
import type { Question } from '../../openapi/types.ts'
import {
  fileProblems,
  firstFourArePermutation,
  type Key,
  keyPatterns,
  type KeyPatternReport,
  RUNS_Z,
  setProblems,
} from './key-patterns.ts'

export interface FileKeys {
  file: string
  keys: { sequence: Key[]; sets: Map<string, Key[]> }
}

/** The choice keys of a file in file order (the order full-length forms draw them), and per passage set. */
export function choiceKeys(questions: Pick<Question, 'options' | 'correctAnswer' | 'type' | 'passageSetId'>[]) {
  const sequence: Key[] = []
  const sets = new Map<string, Key[]>()
  for (const q of questions) {
    if (questionType(q) !== 'choice' || !q.options.length) continue
    const key = { position: q.options.indexOf(q.correctAnswer), options: q.options.length }
    sequence.push(key)
    if (q.passageSetId) sets.set(q.passageSetId, [...(sets.get(q.passageSetId) ?? []), key])
  }
  return { sequence, sets }
}

export interface SetsSummary {
  sets: number
  /** Sets whose first four keys are A–D in some order, and how many chance would allow at most. */
  firstFourPermutations: number
  firstFourAllowed: number
  /** Consecutive questions in a set that share a key, of all consecutive pairs, and the z against chance. */
  equalNeighbours: number
  neighbourPairs: number
  equalNeighboursZ: number
}

const PERMUTATION_CHANCE = 24 / 256

/** Over many sets: a deducible last key or a rule "never the same letter twice" shows only in the aggregate. */
export function summariseSets(sets: Key[][]): SetsSummary {
  const eligible = sets.filter((k) => k.length >= 4 && k.slice(0, 4).every((x) => x.options === 4)).length
  const permutations = sets.filter(firstFourArePermutation).length
  let equal = 0
  let pairs = 0
  let expected = 0
  for (const keys of sets)
    for (let i = 1; i < keys.length; i++) {
      pairs++
      expected += 1 / keys[i].options
      if (keys[i].position === keys[i - 1].position) equal++
    }
  const p = pairs ? expected / pairs : 0
  const sd = Math.sqrt(pairs * p * (1 - p))
  return {
    sets: sets.length,
    firstFourPermutations: permutations,
    firstFourAllowed: Math.floor(
      eligible * PERMUTATION_CHANCE + 2 * Math.sqrt(eligible * PERMUTATION_CHANCE * (1 - PERMUTATION_CHANCE)),
    ),
    equalNeighbours: equal,
    neighbourPairs: pairs,
    equalNeighboursZ: sd ? Math.round(((equal - expected) / sd) * 1000) / 1000 : 0,
  }
}

export function setsSummaryProblems(s: SetsSummary): string[] {
  const problems: string[] = []
  if (s.firstFourPermutations > s.firstFourAllowed)
    problems.push(`first four keys a permutation of A–D in ${s.firstFourPermutations} of ${s.sets} sets`)
  if (Math.abs(s.equalNeighboursZ) > RUNS_Z)
    problems.push(`neighbours share a key ${s.equalNeighbours} times in ${s.neighbourPairs}`)
  return problems
}

export interface FileKeyReport {
  file: string
  keys: KeyPatternReport
  sets: { id: string; keys: KeyPatternReport }[]
  setsSummary: SetsSummary
}

export function fileKeyReport({ file, keys }: FileKeys): FileKeyReport {
  return {
    file,
    keys: keyPatterns(keys.sequence),
    sets: [...keys.sets].map(([id, k]) => ({ id, keys: keyPatterns(k) })),
    setsSummary: summariseSets([...keys.sets.values()]),
  }
}

/** Every key pattern found in these files, their sets, and all their sets together ("" when none). */
export function bankKeyProblems(files: FileKeys[]): string[] {
  const problems: string[] = []
  for (const f of files) {
    const r = fileKeyReport(f)
    for (const p of fileProblems(r.keys)) problems.push(`${f.file}: ${p}`)
    for (const s of r.sets) for (const p of setProblems(s.keys)) problems.push(`${f.file} ${s.id}: ${p}`)
    for (const p of setsSummaryProblems(r.setsSummary)) problems.push(`${f.file} (sets): ${p}`)
  }
  const all = summariseSets(files.flatMap((f) => [...f.keys.sets.values()]))
  for (const p of setsSummaryProblems(all)) problems.push(`all sets: ${p}`)
  return problems
}
