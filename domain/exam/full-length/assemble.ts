import { difficultyValues, type Difficulty, type Question, type QuestionType } from '../../../openapi/types.ts'
import { questionType } from '../../questions.ts'
import { mulberry32, shuffleWith } from '../../random.ts'
import type { Block, Blueprint, DifficultyMix, Form, Part, Pool, Route, Shortfall } from './types.ts'

/**
 * Form assembly: lays bank items into a blueprint. Forms are built side by side (each block's items go to form 0,
 * then form 1, …) from one used-set, so forms never share an item and a scarce type is split evenly. The order is
 * a seeded shuffle, so the same bank gives the same forms on the server, in the mocks and in the browser.
 */

export const FORM_COUNT = 2
const DIFFICULTIES: readonly Difficulty[] = difficultyValues
/** Code-unit order of ids: the same in every process whatever its locale (localeCompare is not). */
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Exam order of the types as the NMT and the Matura order them: single choice, true/false, matching, ordering,
 * "3 of 7", then numeric answers. */
const TYPE_RANK: Record<QuestionType, number> = {
  choice: 0,
  'true-false': 1,
  matching: 2,
  ordering: 3,
  'multiple-select': 4,
  numeric: 5,
}

/** A small seeded generator (mulberry32) and a string hash to seed it. */
function random(seed: string): () => number {
  let h = 1779033703 ^ seed.length
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353)
  return mulberry32(h)
}

function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  return shuffleWith(items, random(seed))
}

/** Whether a bank item may stand in a pool (ignoring the per-type counts). */
export function qualifies(q: Question, pool: Pool): boolean {
  return (
    q.examType === pool.examType &&
    pool.sections.includes(q.section) &&
    (!pool.format || (q.formats ?? []).includes(pool.format)) &&
    (!pool.level || q.level === pool.level)
  )
}

/** How many of `n` items each difficulty should give, by the mix's shares (largest remainders). */
export function difficultyTargets(mix: DifficultyMix, n: number): Record<Difficulty, number> {
  const shares = DIFFICULTIES.map((d) => ({ d, exact: (mix[d] ?? 0) * n }))
  const out = Object.fromEntries(shares.map((s) => [s.d, Math.floor(s.exact)])) as Record<Difficulty, number>
  let left = n - Object.values(out).reduce((a, b) => a + b, 0)
  for (const s of [...shares].sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)))) {
    if (left <= 0) break
    if ((mix[s.d] ?? 0) > 0) {
      out[s.d]++
      left--
    }
  }
  return out
}

/** Fill order once a difficulty runs out: the nearest difficulty of those the mix wants most. */
function fallbackOrder(mix: DifficultyMix): Difficulty[] {
  const rank = (d: Difficulty) => DIFFICULTIES.indexOf(d)
  const centre = DIFFICULTIES.reduce((s, d) => s + (mix[d] ?? 0) * rank(d), 0)
  return [...DIFFICULTIES].sort((a, b) => Math.abs(rank(a) - centre) - Math.abs(rank(b) - centre))
}

/** Candidates grouped as the exam shows them: a passage set's items together, every other item alone. */
function unitsOf(candidates: readonly Question[]): Question[][] {
  const units = new Map<string, Question[]>()
  for (const q of candidates) {
    const key = q.passageSetId ? `set:${q.passageSetId}` : q.id
    units.set(key, [...(units.get(key) ?? []), q])
  }
  return [...units.values()]
}

/**
 * Chooses `n` items: passage sets whole (as the real exams print a text with all its questions), about as many set
 * items as the pool's share of them, then single items to bring the difficulty mix to its targets. Only the last
 * places may cut a set, and the part of a set another form left over comes after every whole set.
 */
function pick(
  candidates: Question[],
  mix: DifficultyMix,
  n: number,
  setSize: ReadonlyMap<string, number>,
  preferOptions?: number,
): Question[] {
  const fullSize = (unit: Question[]) => setSize.get(unit[0].passageSetId ?? '') ?? 1
  const units = unitsOf(candidates)
  const sets = units.filter((u) => fullSize(u) > 1 && u.length === fullSize(u))
  const leftovers = units.filter((u) => fullSize(u) > 1 && u.length < fullSize(u))
  const singles = units.filter((u) => fullSize(u) === 1).flat()
  const setItems = sets.reduce((k, u) => k + u.length, 0)
  const setShare = candidates.length ? Math.round((n * setItems) / candidates.length) : 0
  const chosen: Question[] = []
  const taken = new Set<Question[]>()
  const take = (from: Question[][], limit: number, cut = false) => {
    for (const unit of from)
      if (!taken.has(unit) && chosen.length < limit && (cut || chosen.length + unit.length <= n)) {
        taken.add(unit)
        chosen.push(...unit.slice(0, n - chosen.length))
      }
  }
  take(sets, setShare)

  const preferred = (q: Question) => (preferOptions && q.options.length === preferOptions ? 0 : 1)
  singles.sort((a, b) => preferred(a) - preferred(b))
  const targets = difficultyTargets(mix, n)
  for (const d of DIFFICULTIES) {
    const missing = targets[d] - chosen.filter((q) => q.difficulty === d).length
    if (missing > 0) chosen.push(...singles.filter((q) => q.difficulty === d).slice(0, missing))
  }
  for (const d of fallbackOrder(mix)) {
    if (chosen.length >= n) break
    const extra = singles.filter((q) => q.difficulty === d && !chosen.includes(q))
    chosen.push(...extra.slice(0, n - chosen.length))
  }
  take(sets, n)
  take(leftovers, n)
  take(leftovers, n, true)
  take(sets, n, true)
  return chosen.slice(0, n)
}

/** Items shown in exam order: by type (TYPE_RANK), a passage set kept together, easier first. */
function examOrder(items: Question[]): Question[] {
  const key = (q: Question) => q.passageSetId ?? q.id
  const firstOfSet = new Map<string, number>()
  const sorted = [...items].sort(
    (a, b) =>
      TYPE_RANK[questionType(a)] - TYPE_RANK[questionType(b)] ||
      DIFFICULTIES.indexOf(a.difficulty) - DIFFICULTIES.indexOf(b.difficulty) ||
      byId(a.id, b.id),
  )
  sorted.forEach((q, i) => firstOfSet.has(key(q)) || firstOfSet.set(key(q), i))
  return sorted.sort((a, b) => firstOfSet.get(key(a))! - firstOfSet.get(key(b))! || byId(a.id, b.id))
}

type Variant = 'default' | Route
const variantsOf = (part: Part): [Variant, readonly Block[]][] =>
  part.adaptive
    ? [
        ['easier', part.adaptive.variants.easier],
        ['harder', part.adaptive.variants.harder],
      ]
    : [['default', part.blocks]]

/** Builds `count` forms (disjoint) and lists every place the bank fell short of the blueprint. */
export function assembleForms(
  blueprint: Blueprint,
  bank: readonly Question[],
  count = FORM_COUNT,
): { forms: Form[]; shortfalls: Shortfall[] } {
  const forms: Form[] = Array.from({ length: count }, (_, index) => ({ exam: blueprint.id, index, parts: {} }))
  const shortfalls: Shortfall[] = []
  const used = new Set<string>()
  const shuffled = seededShuffle(
    // Only the exam's own items, each once, so the forms do not depend on what else the caller passed in (a list
    // read page by page while items are being added can hold an item twice).
    [...new Map(bank.filter((q) => q.examType === blueprint.examType).map((q) => [q.id, q])).values()].sort((a, b) =>
      byId(a.id, b.id),
    ),
    blueprint.id,
  )
  const setSize = new Map<string, number>()
  for (const q of shuffled) if (q.passageSetId) setSize.set(q.passageSetId, (setSize.get(q.passageSetId) ?? 0) + 1)
  // Harder variants first: their Hard items are the scarcest.
  const parts = blueprint.parts.flatMap((part) =>
    variantsOf(part)
      .sort(([a], [b]) => (b === 'harder' ? 1 : 0) - (a === 'harder' ? 1 : 0))
      .map(([variant, blocks]) => ({ part, variant, blocks })),
  )
  const chosen = new Map<string, Question[]>()
  for (const { part, variant, blocks } of parts) {
    for (const block of blocks) {
      for (const [type, wanted = 0] of Object.entries(block.pool.types) as [QuestionType, number][]) {
        for (const form of forms) {
          const candidates = shuffled.filter(
            (q) => !used.has(q.id) && questionType(q) === type && qualifies(q, block.pool),
          )
          const got = pick(candidates, block.mix, wanted, setSize, block.pool.preferOptions)
          got.forEach((q) => used.add(q.id))
          const k = `${form.index}|${part.id}|${variant}|${block.scoreSection}`
          chosen.set(k, [...(chosen.get(k) ?? []), ...got])
          if (got.length < wanted)
            shortfalls.push({
              form: form.index,
              part: part.id,
              variant,
              scoreSection: block.scoreSection,
              type,
              wanted,
              got: got.length,
            })
        }
      }
    }
  }
  for (const form of forms)
    for (const part of blueprint.parts)
      for (const [variant, blocks] of variantsOf(part)) {
        const ids = blocks.flatMap((b) =>
          examOrder(chosen.get(`${form.index}|${part.id}|${variant}|${b.scoreSection}`) ?? []).map((q) => q.id),
        )
        form.parts[part.id] = { ...form.parts[part.id], [variant]: ids }
      }
  return { forms, shortfalls }
}

/** The item ids a student sees in a part: the default list, or the variant of the route taken. */
export function partItemIds(form: Form, part: Part, route: Route | undefined): string[] {
  const lists = form.parts[part.id] ?? {}
  return (part.adaptive ? lists[route ?? 'easier'] : lists.default) ?? []
}

/**
 * How many items a sitting of the form lacks: every part's shortfalls summed, an adaptive module counted once (the
 * student takes one route; the route short of more counts).
 */
export function missingInSitting(shortfalls: readonly Shortfall[]): number {
  const byVariant = new Map<string, number>()
  for (const s of shortfalls) {
    const key = `${s.form}|${s.part}|${s.variant}`
    byVariant.set(key, (byVariant.get(key) ?? 0) + s.wanted - s.got)
  }
  const byPart = new Map<string, number>()
  for (const [key, missing] of byVariant) {
    const part = key.slice(0, key.lastIndexOf('|'))
    byPart.set(part, Math.max(byPart.get(part) ?? 0, missing))
  }
  return [...byPart.values()].reduce((a, b) => a + b, 0)
}
