import type { AnswerRecord, Question } from '../../../openapi/types.ts'
import { checkAnswer } from '../../answers.ts'
import { questionType } from '../../questions.ts'
import { itemsOfPart, secondsOn, type AttemptState } from './attempt.ts'
import type { Block, Blueprint, Form, Part, Route } from './types.ts'

/**
 * Official-scale estimates of decision 029. None of these is the exam's own conversion: the SAT's is not published,
 * the NMT's tables are published per year after the session, and the mocks leave out the parts the bank cannot
 * give. Every figure is labelled an estimate wherever it is shown.
 */

/** SAT section ranges per route of module 2 (decision 029): the easier route cannot reach 800. */
export const SAT_ROUTE_RANGE: Record<Route, { low: number; high: number }> = {
  easier: { low: 200, high: 650 },
  harder: { low: 350, high: 800 },
}

const round10 = (n: number) => Math.round(n / 10) * 10
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n))

/** A SAT section (200–800, steps of 10) from all its items right out of all its items and the route taken. */
export function satSectionEstimate(right: number, total: number, route: Route): number {
  const { low, high } = SAT_ROUTE_RANGE[route]
  const share = total > 0 ? clamp(right / total, 0, 1) : 0
  return clamp(round10(low + (high - low) * share), 200, 800)
}

/**
 * NMT 100–200: below the pass threshold the subject is not passed (null); from the threshold (100) to the maximum
 * (200) the scale is read linearly — the published tables are close to linear in the middle and steeper at both ends.
 */
export function nmtEstimate(points: number, max: number, threshold: number): number | null {
  if (max <= 0 || points < threshold) return null
  if (max <= threshold) return 200
  return Math.round(clamp(100 + (100 * (points - threshold)) / (max - threshold), 100, 200))
}

export type BcBand = 'Emerging' | 'Developing' | 'Proficient' | 'Extending'
/** Our cut points on the share of selected-response points (BC publishes no conversion for the mock's part). */
export const BC_BANDS: readonly { min: number; band: BcBand }[] = [
  { min: 85, band: 'Extending' },
  { min: 60, band: 'Proficient' },
  { min: 40, band: 'Developing' },
  { min: 0, band: 'Emerging' },
]
export const bcBand = (pct: number): BcBand => BC_BANDS.find((b) => pct >= b.min)!.band
/** OSSLT: the share of points we take as "likely successful" (EQAO's scale score of 300 has no public raw cut). */
export const OSSLT_LIKELY_SUCCESS = 65

export interface SectionResult {
  id: string
  label: string
  points: number
  max: number
  right: number
  total: number
  percent: number
  /** SAT 200–800, NMT 100–200 or null (below the threshold), Matura/Canada: the percent. */
  scaled: number | null
  band?: string
}

export interface TopicResult {
  section: string
  topic: string
  right: number
  total: number
}

export interface Estimate {
  scale: Blueprint['scale']['kind']
  sections: SectionResult[]
  topics: TopicResult[]
  /** SAT 400–1600; otherwise null (each subject stands on its own). */
  total: number | null
  records: AnswerRecord[]
}

const weightOf = (block: Block, item: Question) => block.weights?.[questionType(item)] ?? 1

function blocksOfPart(part: Part, route: Route | undefined): readonly Block[] {
  return part.adaptive ? part.adaptive.variants[route ?? 'easier'] : part.blocks
}

/** Scores an attempt: per score section and topic, the official-scale estimate, and the answer records. */
export function estimateAttempt(
  blueprint: Blueprint,
  form: Form,
  state: AttemptState,
  items: ReadonlyMap<string, Question>,
  now: number,
): Estimate {
  const acc = new Map(blueprint.scoreSections.map((s) => [s.id, { points: 0, max: 0, right: 0, total: 0 }]))
  const topics = new Map<string, TopicResult>()
  const records: AnswerRecord[] = []
  for (const part of blueprint.parts) {
    const ids = new Set(itemsOfPart(state, form, part))
    for (const block of blocksOfPart(part, state.routes[part.id])) {
      for (const id of ids) {
        const item = items.get(id)
        if (!item || item.section === undefined || !block.pool.sections.includes(item.section)) continue
        if (block.pool.examType !== item.examType) continue
        ids.delete(id)
        const given = state.answers[id]
        const result = given === undefined ? null : checkAnswer(item, given, part.language)
        const maxPoints = result?.maxPoints ?? checkAnswer(item, '', part.language).maxPoints
        const w = weightOf(block, item)
        const s = acc.get(block.scoreSection)!
        s.points += (result?.points ?? 0) * w
        s.max += maxPoints * w
        s.right += result?.correct ? 1 : 0
        s.total += 1
        const key = `${block.scoreSection}|${item.topic}`
        const t = topics.get(key) ?? { section: block.scoreSection, topic: item.topic, right: 0, total: 0 }
        t.right += result?.correct ? 1 : 0
        t.total += 1
        topics.set(key, t)
        records.push({
          questionId: item.id,
          examType: item.examType,
          section: item.section,
          topic: item.topic,
          difficulty: item.difficulty,
          chosen: given ?? null,
          correct: result?.correct ?? false,
          seconds: secondsOn(state, item.id),
          answeredAt: new Date(now).toISOString(),
          ...(state.shuffleSeed === undefined ? {} : { shuffleSeed: state.shuffleSeed }),
        })
      }
    }
  }
  const scale = blueprint.scale
  const sections: SectionResult[] = blueprint.scoreSections.map(({ id, label }) => {
    const s = acc.get(id)!
    const pct = s.max > 0 ? Math.round((100 * s.points) / s.max) : 0
    let scaled: number | null = pct
    let band: string | undefined
    if (scale.kind === 'sat') {
      const module2 = blueprint.parts.find((p) => p.adaptive && p.blocks.length === 0 && p.id.startsWith(id))
      scaled = satSectionEstimate(s.right, s.total, (module2 && state.routes[module2.id]) ?? 'easier')
    } else if (scale.kind === 'nmt') scaled = nmtEstimate(s.points, s.max, scale.thresholds[id] ?? 0)
    else if (scale.kind === 'bc-proficiency') band = bcBand(pct)
    else if (scale.kind === 'osslt') band = pct >= OSSLT_LIKELY_SUCCESS ? 'likely-successful' : 'not-yet'
    return { id, label, ...s, percent: pct, scaled, band }
  })
  const total = scale.kind === 'sat' ? sections.reduce((n, s) => n + (s.scaled ?? 200), 0) : null
  return { scale: scale.kind, sections, topics: [...topics.values()], total, records }
}
