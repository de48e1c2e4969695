import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadCatalog, loadExamTypes, loadQuestionBank } from '../../api/seed/index.ts'
import type { Question } from '../../openapi/types.ts'

/**
 * Writes contracts/fixtures/*.json from our seed: the catalogue, the exam types, and the few bank questions the
 * contract cases read (`npx tsx tests/contract/derive-fixtures.ts`). tests/contract/fixtures.test.ts checks that
 * the files still match the seed.
 */

export const FIXTURE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../contracts/fixtures')

/** Which bank questions the cases need, and how many of each. */
export const QUESTION_PICKS: { label: string; count: number; match: (q: Question) => boolean }[] = [
  {
    label: 'SAT Math Calculator (filters, limit and offset paging)',
    count: 6,
    match: (q) => q.examType === 'SAT' && q.section === 'Math Calculator',
  },
  {
    label: 'NMT, difficulty Hard (difficulty filter)',
    count: 3,
    match: (q) => q.examType === 'NMT' && q.difficulty === 'Hard',
  },
  {
    label: 'MATURA_BASIC, level Basic (level filter)',
    count: 3,
    match: (q) => q.examType === 'MATURA_BASIC' && q.level === 'Basic',
  },
  {
    label: 'NMT History of Ukraine (generation for a non-mathematics section without an AI model)',
    count: 4,
    match: (q) => q.examType === 'NMT' && q.section === 'History of Ukraine',
  },
  {
    label: 'one item with a figure (its SVG and text description served unchanged)',
    count: 1,
    match: (q) => Boolean(q.figure),
  },
  ...(['ordering', 'multiple-select', 'true-false'] as const).map((type) => ({
    label: `one ${type} item (the set item types and their grading)`,
    count: 1,
    match: (q: Question) => q.type === type,
  })),
]

export function fixtureQuestions(): Question[] {
  const bank = loadQuestionBank().sort((a, b) => a.id.localeCompare(b.id))
  const picked = new Map<string, Question>()
  for (const pick of QUESTION_PICKS) {
    const found = bank.filter(pick.match).slice(0, pick.count)
    if (found.length < pick.count) throw new Error(`the seed has only ${found.length} for ${pick.label}`)
    for (const q of found) picked.set(q.id, q)
  }
  return [...picked.values()].sort((a, b) => a.id.localeCompare(b.id))
}

export function fixtureFiles(): Record<string, unknown> {
  return {
    'catalog.json': loadCatalog(),
    'exam-types.json': loadExamTypes(),
    'questions.json': fixtureQuestions(),
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const [name, data] of Object.entries(fixtureFiles()))
    writeFileSync(path.join(FIXTURE_DIR, name), `${JSON.stringify(data, null, 2)}\n`)
  console.log(`wrote ${Object.keys(fixtureFiles()).join(', ')} to ${FIXTURE_DIR}`)
}
