import { fullExamIdValues, type MaturaLevel } from '../../../openapi/types.ts'
import { maturaExamType } from '../exams.ts'
import type { Block, Blueprint, DifficultyMix, FullExamId, Part, Pool, Scale, Tool } from './types.ts'

/**
 * The official structures of decision 028 as far as the bank can fill them. Minutes and counts are the real exam's
 * except where the note on a part says otherwise; the SAT routing thresholds and the NMT pass thresholds are the
 * estimates of decision 029.
 */

const MIN = 60
const MIXED: DifficultyMix = { Easy: 1 / 3, Medium: 1 / 3, Hard: 1 / 3 }
const EASIER: DifficultyMix = { Easy: 0.6, Medium: 0.4 }
const HARDER: DifficultyMix = { Hard: 0.6, Medium: 0.4 }

const EXAM_TOOLS: readonly Tool[] = ['navigator', 'mark-for-review', 'strike-through']
const MATH_TOOLS: readonly Tool[] = [...EXAM_TOOLS, 'calculator', 'reference-sheet']
const CALC_TOOLS: readonly Tool[] = [...EXAM_TOOLS, 'calculator']
/** The digital SAT's Math: a graphing calculator (Desmos in Bluebook) and the reference sheet. */
const SAT_MATH_TOOLS: readonly Tool[] = [...MATH_TOOLS, 'graphing']

/** Module 2 goes to the harder variant when module 1 has at least this many right (about 60%; decision 029). */
export const SAT_ROUTING = { rw: 17, math: 14 } as const

const SAT_RW: Pool = {
  examType: 'SAT',
  sections: ['Evidence-Based Reading & Writing'],
  format: 'digital-sat-rw',
  types: { choice: 27 },
}
const SAT_MATH: Pool = {
  examType: 'SAT',
  sections: ['Math No Calculator', 'Math Calculator'],
  format: 'digital-sat-math',
  types: { choice: 17, numeric: 5 },
}

function satSection(id: 'rw' | 'math', pool: Pool, seconds: number, breakAfter: number, tools: readonly Tool[]) {
  const block = (mix: DifficultyMix): Block => ({ scoreSection: id, pool, mix })
  const module1: Part = { id: `${id}-1`, seconds, breakAfter: 0, tools, language: 'en', blocks: [block(MIXED)] }
  const module2: Part = {
    id: `${id}-2`,
    seconds,
    breakAfter,
    tools,
    language: 'en',
    blocks: [],
    adaptive: {
      routedBy: module1.id,
      threshold: SAT_ROUTING[id],
      variants: { easier: [block(EASIER)], harder: [block(HARDER)] },
    },
  }
  return [module1, module2]
}

const nmtBlock = (section: string, types: Pool['types'], weights?: Block['weights'], preferOptions?: number) => ({
  scoreSection: section,
  pool: { examType: 'NMT' as const, sections: [section], types, preferOptions },
  mix: MIXED,
  weights,
})

function maturaPart(level: MaturaLevel, section: string, minutes: number, types: Pool['types']): Part {
  const examType = maturaExamType(level)
  const maths = section === 'Mathematics'
  return {
    id: section.toLowerCase().replace(/\s+/g, '-'),
    seconds: minutes * MIN,
    breakAfter: null,
    tools: maths ? MATH_TOOLS : EXAM_TOOLS,
    language: section === 'English Language' ? 'en' : 'pl',
    blocks: [{ scoreSection: section, pool: { examType, sections: [section], level, types }, mix: MIXED }],
    omitted: maths ? 'open-extended' : section === 'Polish Language' ? 'essay' : 'listening-writing',
  }
}

function canadaPart(examType: Pool['examType'], section: string, minutes: number, types: Pool['types']): Part {
  const numeracy = /math|numeracy|biology/i.test(section)
  return {
    id: section.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    seconds: minutes * MIN,
    breakAfter: null,
    tools: numeracy ? CALC_TOOLS : EXAM_TOOLS,
    language: 'en',
    blocks: [{ scoreSection: section, pool: { examType, sections: [section], types }, mix: MIXED }],
    omitted: 'written-response',
  }
}

/** One score section per part, named after its subject (Matura and the Canadian exams). */
const sectionsOf = (parts: Part[]) =>
  parts.map((p) => ({ id: p.blocks[0].scoreSection, label: p.blocks[0].scoreSection }))

/** A Matura level's mock, reached from /matura-practice, in Polish. */
const maturaBlueprint = (level: MaturaLevel, parts: Part[], scale: Scale): Blueprint => ({
  id: level === 'Basic' ? 'matura-basic' : 'matura-extended',
  examType: maturaExamType(level),
  practicePath: '/matura-practice',
  language: 'pl',
  parts,
  scoreSections: sectionsOf(parts),
  scale,
})

/** A Canadian exam's mock, reached from /canada-practice, in English. */
const canadaBlueprint = (id: FullExamId, examType: Pool['examType'], parts: Part[], scale: Scale): Blueprint => ({
  id,
  examType,
  practicePath: '/canada-practice',
  language: 'en',
  parts,
  scoreSections: sectionsOf(parts),
  scale,
})

const albertaParts = [
  canadaPart('ALBERTA_DIPLOMA', 'Math 30-1', 180, { choice: 28, numeric: 12 }),
  canadaPart('ALBERTA_DIPLOMA', 'Biology 30', 180, { choice: 48, numeric: 12 }),
  canadaPart('ALBERTA_DIPLOMA', 'English 30-1', 150, { choice: 55 }),
  canadaPart('ALBERTA_DIPLOMA', 'Social Studies 30-1', 150, { choice: 60 }),
]
const ossltParts = [
  canadaPart('ONTARIO_OSSLT', 'Reading', 75, { choice: 40 }),
  canadaPart('ONTARIO_OSSLT', 'Writing', 75, { choice: 25 }),
]
const bcParts = [
  canadaPart('BC_LITERACY', 'Literacy 10', 120, { choice: 30 }),
  canadaPart('BC_LITERACY', 'Numeracy 10', 120, { choice: 20, numeric: 8 }),
  canadaPart('BC_LITERACY', 'Literacy 12', 120, { choice: 30 }),
]

export const BLUEPRINTS: Record<FullExamId, Blueprint> = {
  sat: {
    id: 'sat',
    examType: 'SAT',
    practicePath: '/sat-practice',
    language: 'en',
    parts: [
      ...satSection('rw', SAT_RW, 32 * MIN, 10 * MIN, EXAM_TOOLS),
      ...satSection('math', SAT_MATH, 35 * MIN, 0, SAT_MATH_TOOLS),
    ],
    scoreSections: [
      { id: 'rw', label: 'Reading and Writing' },
      { id: 'math', label: 'Math' },
    ],
    scale: { kind: 'sat' },
  },
  nmt: {
    id: 'nmt',
    examType: 'NMT',
    practicePath: '/nmt-practice',
    language: 'uk',
    parts: [
      {
        id: 'part-1',
        seconds: 120 * MIN,
        breakAfter: 20 * MIN,
        // The NMT gives mathematics a formula reference and no calculator (decision 085).
        tools: [...EXAM_TOOLS, 'reference-sheet'],
        language: 'uk',
        blocks: [
          nmtBlock('Ukrainian Language', { choice: 25, matching: 5 }, undefined, 5),
          nmtBlock('Mathematics', { choice: 15, matching: 3, numeric: 4 }, { numeric: 2 }, 5),
        ],
      },
      {
        id: 'part-2',
        seconds: 120 * MIN,
        breakAfter: 0,
        tools: EXAM_TOOLS,
        language: 'uk',
        blocks: [
          // 20 + 4 × 4 + 3 × 3 + 3 × 3 = 54 points, the official maximum (decision 084).
          nmtBlock('History of Ukraine', { choice: 20, matching: 4, ordering: 3, 'multiple-select': 3 }),
          nmtBlock('Foreign Language', { choice: 32 }),
        ],
      },
    ],
    scoreSections: ['Ukrainian Language', 'Mathematics', 'History of Ukraine', 'Foreign Language'].map((s) => ({
      id: s,
      label: s,
    })),
    // Minimum test points to pass each subject (2024 thresholds as we read them; uncertain, decision 029).
    scale: {
      kind: 'nmt',
      thresholds: { 'Ukrainian Language': 7, Mathematics: 5, 'History of Ukraine': 8, 'Foreign Language': 5 },
    },
  },
  'matura-basic': maturaBlueprint(
    'Basic',
    [
      maturaPart('Basic', 'Mathematics', 180, { choice: 22, 'true-false': 3, numeric: 5 }),
      maturaPart('Basic', 'Polish Language', 240, { choice: 25 }),
      maturaPart('Basic', 'English Language', 120, { choice: 30 }),
    ],
    { kind: 'percent', pass: 30 },
  ),
  'matura-extended': maturaBlueprint(
    'Extended',
    [
      maturaPart('Extended', 'Mathematics', 180, { choice: 18, numeric: 5 }),
      maturaPart('Extended', 'Polish Language', 210, { choice: 20 }),
      maturaPart('Extended', 'English Language', 150, { choice: 30 }),
    ],
    { kind: 'percent' },
  ),
  'alberta-diploma': canadaBlueprint('alberta-diploma', 'ALBERTA_DIPLOMA', albertaParts, { kind: 'percent' }),
  'ontario-osslt': canadaBlueprint('ontario-osslt', 'ONTARIO_OSSLT', ossltParts, { kind: 'osslt' }),
  'bc-literacy': canadaBlueprint('bc-literacy', 'BC_LITERACY', bcParts, { kind: 'bc-proficiency' }),
}

export const FULL_EXAM_IDS: readonly FullExamId[] = fullExamIdValues
export const isFullExamId = (value: string): value is FullExamId =>
  (fullExamIdValues as readonly string[]).includes(value)

/** Every block a part can show: its own, or both variants of an adaptive module. */
export const partBlocks = (part: Part): readonly Block[] =>
  part.adaptive ? [...part.adaptive.variants.easier, ...part.adaptive.variants.harder] : part.blocks

/** The official count of a part's questions (one route of an adaptive module). */
export const partQuestionCount = (part: Part): number =>
  (part.adaptive ? part.adaptive.variants.easier : part.blocks).reduce(
    (n, b) => n + Object.values(b.pool.types).reduce((a, c) => a + (c ?? 0), 0),
    0,
  )
