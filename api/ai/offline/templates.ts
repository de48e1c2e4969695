import { examLanguage } from '../../../domain/exam/exams.ts'
import { hasLetteredOptions, SECTION, sectionOf } from '../../../domain/exam/registry.ts'
import type { ExamTypeName, Question } from '../../../openapi/types.ts'
import { newId } from '../../store/ids.ts'
import type { GenerationInput } from '../types.ts'
import { withMinusSigns } from './minus.ts'
import {
  arithmeticSequence,
  exponents,
  linearEquation,
  linearSystem,
  logarithm,
  mean,
  percentChange,
  pythagoras,
  unitPrice,
} from './template-families.ts'
import { fmt, Rand, span, type Made, type Template } from './template-kit.ts'

/**
 * Parameterised maths templates for the offline engine: every item is new, its answer is computed, and its
 * distractors come from the mistakes students typically make. Item wording is exam content (like the bank),
 * written per exam language.
 */

/** Every maths section of the registry has templates. */
export function hasTemplates(examType: ExamTypeName, section: string): boolean {
  return sectionOf(examType, section)?.kind === 'maths'
}

const TEMPLATES: Record<string, Template[]> = {
  default: [linearEquation, percentChange, arithmeticSequence, pythagoras, linearSystem, exponents, mean],
  [`ALBERTA_DIPLOMA:${SECTION.math30}`]: [logarithm, linearEquation, exponents, arithmeticSequence, linearSystem],
  [`BC_LITERACY:${SECTION.numeracy10}`]: [unitPrice, percentChange, mean],
  [`MATURA_EXTENDED:${SECTION.mathematics}`]: [
    logarithm,
    linearSystem,
    arithmeticSequence,
    exponents,
    pythagoras,
    percentChange,
  ],
}

export function generateFromTemplates(input: GenerationInput, random: () => number): Question[] {
  const r = new Rand(random)
  const name = input.examType.name
  const lang = examLanguage(name)
  const families = TEMPLATES[`${name}:${input.section}`] ?? TEMPLATES.default
  const byTopic = input.topic ? families.filter((f) => f(r, input.difficulty, lang).topic === input.topic) : []
  const pool = byTopic.length > 0 ? byTopic : families
  const made: Question[] = []
  const texts = new Set<string>()
  for (let attempt = 0; made.length < input.count && attempt < input.count * 20; attempt++) {
    const drawn = pool[(made.length + attempt) % pool.length](r, input.difficulty, lang)
    // Numbers are interpolated as JavaScript writes them ("-3"): typeset as the bank is.
    const item = { ...drawn, text: withMinusSigns(drawn.text), why: withMinusSigns(drawn.why) }
    if (texts.has(item.text)) continue
    const options = buildOptions(item, r)
    if (!options) continue
    texts.add(item.text)
    const lettered = hasLetteredOptions(name)
    const shown = options.map((o, i) => (lettered ? `${'ABCD'[i]}) ${o}` : o))
    const answerIndex = options.indexOf(display(item.answer))
    made.push({
      id: newId('gen'),
      examType: name,
      countryCode: input.examType.countryCode,
      section: input.section,
      topic: item.topic,
      difficulty: input.difficulty,
      questionText: item.text,
      options: shown,
      correctAnswer: shown[answerIndex],
      explanation: item.why,
      timeLimit: span(input.difficulty, 60, 90, 150),
      ...(input.level ? { level: input.level } : {}),
      source: 'generated',
      createdAt: new Date().toISOString(),
    })
  }
  return made
}

function display(v: number | string): string {
  return withMinusSigns(typeof v === 'number' ? fmt(v) : v)
}

function buildOptions(item: Made, r: Rand): string[] | undefined {
  const answer = display(item.answer)
  const set = new Set<string>([answer])
  for (const d of item.distractors) {
    const shown = display(d)
    if (shown !== 'NaN' && shown !== 'Infinity') set.add(shown)
    if (set.size === 4) break
  }
  // Fill with near misses when typical mistakes coincide.
  for (let k = 1; set.size < 4 && typeof item.answer === 'number' && k < 20; k++)
    set.add(display(item.answer + k * (r.next() < 0.5 ? -1 : 1)))
  if (set.size < 4) return undefined
  const options = [...set]
  for (let i = options.length - 1; i > 0; i--) {
    const j = r.int(0, i)
    ;[options[i], options[j]] = [options[j], options[i]]
  }
  return options
}
