import { fullExamIdValues, type ExamTypeName, type MaturaLevel } from '../../../openapi/types.ts'
import { EXAMS, maturaExamType, SECTION, sectionOf, type SectionName } from '../registry.ts'
import type { Block, Blueprint, DifficultyMix, FullExamId, Part, Pool, Tool } from './types.ts'

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
  sections: [SECTION.readingWriting],
  format: 'digital-sat-rw',
  types: { choice: 27 },
}
const SAT_MATH: Pool = {
  examType: 'SAT',
  sections: [SECTION.mathNoCalculator, SECTION.mathCalculator],
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

const nmtBlock = (section: SectionName, types: Pool['types'], weights?: Block['weights'], preferOptions?: number) => ({
  scoreSection: section,
  pool: { examType: 'NMT' as const, sections: [section], types, preferOptions },
  mix: MIXED,
  weights,
})

/** What the registry says of a section of an exam (its kind); a blueprint names only sections the exam has. */
const kindOf = (examType: ExamTypeName, section: SectionName) => sectionOf(examType, section)?.kind

function maturaPart(level: MaturaLevel, section: SectionName, minutes: number, types: Pool['types']): Part {
  const examType = maturaExamType(level)
  const kind = kindOf(examType, section)
  const maths = kind === 'maths'
  return {
    id: section.toLowerCase().replace(/\s+/g, '-'),
    seconds: minutes * MIN,
    breakAfter: null,
    tools: maths ? MATH_TOOLS : EXAM_TOOLS,
    // The English paper is written in English, the others in the exam's language.
    language: kind === 'foreign-language' ? 'en' : EXAMS[examType].language,
    blocks: [{ scoreSection: section, pool: { examType, sections: [section], level, types }, mix: MIXED }],
    omitted: maths ? 'open-extended' : kind === 'language' ? 'essay' : 'listening-writing',
  }
}

function canadaPart(examType: ExamTypeName, section: SectionName, minutes: number, types: Pool['types']): Part {
  const kind = kindOf(examType, section)
  const numeracy = kind === 'maths' || kind === 'science'
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

/** An exam's mock: its id, page, language and scale from the registry; its parts and score sections. */
const blueprint = (examType: ExamTypeName, parts: Part[], scoreSections = sectionsOf(parts)): Blueprint => ({
  id: EXAMS[examType].testId,
  examType,
  practicePath: EXAMS[examType].route,
  language: EXAMS[examType].language,
  parts,
  scoreSections,
  scale: EXAMS[examType].scale,
})

const albertaParts = [
  canadaPart('ALBERTA_DIPLOMA', SECTION.math30, 180, { choice: 28, numeric: 12 }),
  canadaPart('ALBERTA_DIPLOMA', SECTION.biology30, 180, { choice: 48, numeric: 12 }),
  canadaPart('ALBERTA_DIPLOMA', SECTION.english30, 150, { choice: 55 }),
  canadaPart('ALBERTA_DIPLOMA', SECTION.socialStudies30, 150, { choice: 60 }),
]
const ossltParts = [
  canadaPart('ONTARIO_OSSLT', SECTION.reading, 75, { choice: 40 }),
  canadaPart('ONTARIO_OSSLT', SECTION.writing, 75, { choice: 25 }),
]
const bcParts = [
  canadaPart('BC_LITERACY', SECTION.literacy10, 120, { choice: 30 }),
  canadaPart('BC_LITERACY', SECTION.numeracy10, 120, { choice: 20, numeric: 8 }),
  canadaPart('BC_LITERACY', SECTION.literacy12, 120, { choice: 30 }),
]

export const BLUEPRINTS: Record<FullExamId, Blueprint> = {
  sat: blueprint(
    'SAT',
    [
      ...satSection('rw', SAT_RW, 32 * MIN, 10 * MIN, EXAM_TOOLS),
      ...satSection('math', SAT_MATH, 35 * MIN, 0, SAT_MATH_TOOLS),
    ],
    [
      { id: 'rw', label: 'Reading and Writing' },
      { id: 'math', label: 'Math' },
    ],
  ),
  nmt: blueprint(
    'NMT',
    [
      {
        id: 'part-1',
        seconds: 120 * MIN,
        breakAfter: 20 * MIN,
        // The NMT gives mathematics a formula reference and no calculator (decision 085).
        tools: [...EXAM_TOOLS, 'reference-sheet'],
        language: 'uk',
        blocks: [
          nmtBlock(SECTION.ukrainian, { choice: 25, matching: 5 }, undefined, 5),
          nmtBlock(SECTION.mathematics, { choice: 15, matching: 3, numeric: 4 }, { numeric: 2 }, 5),
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
          nmtBlock(SECTION.historyOfUkraine, { choice: 20, matching: 4, ordering: 3, 'multiple-select': 3 }),
          nmtBlock(SECTION.foreignLanguage, { choice: 32 }),
        ],
      },
    ],
    EXAMS.NMT.sections.map(({ name }) => ({ id: name, label: name })),
  ),
  'matura-basic': blueprint('MATURA_BASIC', [
    maturaPart('Basic', SECTION.mathematics, 180, { choice: 22, 'true-false': 3, numeric: 5 }),
    maturaPart('Basic', SECTION.polish, 240, { choice: 25 }),
    maturaPart('Basic', SECTION.english, 120, { choice: 30 }),
  ]),
  'matura-extended': blueprint('MATURA_EXTENDED', [
    maturaPart('Extended', SECTION.mathematics, 180, { choice: 18, numeric: 5 }),
    maturaPart('Extended', SECTION.polish, 210, { choice: 20 }),
    maturaPart('Extended', SECTION.english, 150, { choice: 30 }),
  ]),
  'alberta-diploma': blueprint('ALBERTA_DIPLOMA', albertaParts),
  'ontario-osslt': blueprint('ONTARIO_OSSLT', ossltParts),
  'bc-literacy': blueprint('BC_LITERACY', bcParts),
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
