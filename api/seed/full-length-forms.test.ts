import { describe, expect, it } from 'vitest'
import { assembleForms, difficultyTargets, partItemIds, qualifies } from '../../domain/exam/full-length/assemble.ts'
import {
  closePart,
  countCorrect,
  decideRoute,
  goTo,
  itemsOfPart,
  newAttempt,
  secondsOn,
  setAnswer,
  showItem,
  startPart,
  tick,
  timeLeft,
  toggleStrike,
  type AttemptState,
} from '../../domain/exam/full-length/attempt.ts'
import { BLUEPRINTS, FULL_EXAM_IDS, SAT_ROUTING, partQuestionCount } from '../../domain/exam/full-length/blueprints.ts'
import { bcBand, estimateAttempt, nmtEstimate, satSectionEstimate } from '../../domain/exam/full-length/estimate.ts'
import { fullExamRouteValues, type Question } from '../../openapi/types.ts'
import { loadQuestionBank } from './index.ts'

const bank = loadQuestionBank()
const items = new Map(bank.map((q) => [q.id, q]))
const T0 = Date.UTC(2026, 10, 24, 8, 0, 0)
const sat = BLUEPRINTS.sat
const satForms = assembleForms(sat, bank)

/** Right answer for any item (matching: the key; numeric: canonical). */
const rightAnswer = (q: Question) => q.correctAnswer
const wrongAnswer = (q: Question) =>
  q.type === 'numeric' ? '999999' : q.options.length ? q.options.find((o) => o !== q.correctAnswer)! : ''

function answerAll(state: AttemptState, ids: string[], right: number, now: number): AttemptState {
  let s = state
  ids.forEach((id, i) => {
    const q = items.get(id)!
    s = setAnswer(s, sat, satForms.forms[0], id, i < right ? rightAnswer(q) : wrongAnswer(q), now)
  })
  return s
}

describe('blueprints', () => {
  it('the digital SAT has 27+27 RW and 22+22 Math items with 32 and 35 minutes, and a 10-minute break', () => {
    expect(sat.parts.map((p) => [p.id, partQuestionCount(p), p.seconds / 60, p.breakAfter])).toEqual([
      ['rw-1', 27, 32, 0],
      ['rw-2', 27, 32, 600],
      ['math-1', 22, 35, 0],
      ['math-2', 22, 35, 0],
    ])
    expect(sat.parts[2].tools).toContain('calculator')
    expect(sat.parts[0].tools).not.toContain('calculator')
  })

  it('the NMT has two parts of 120 minutes with four subjects', () => {
    const nmt = BLUEPRINTS.nmt
    expect(nmt.parts.map((p) => p.seconds / 60)).toEqual([120, 120])
    expect(nmt.parts.flatMap((p) => p.blocks.map((b) => b.scoreSection))).toHaveLength(4)
  })
})

describe('form assembly', () => {
  it('builds two disjoint forms for every exam, items qualifying for their block', () => {
    for (const id of FULL_EXAM_IDS) {
      const { forms } = assembleForms(BLUEPRINTS[id], bank)
      const sets = forms.map((f) => Object.values(f.parts).flatMap((v) => Object.values(v).flat()))
      expect(new Set(sets[0]).size).toBe(sets[0].length)
      expect(sets[0].filter((x) => sets[1].includes(x))).toEqual([])
      for (const part of BLUEPRINTS[id].parts)
        for (const qid of partItemIds(forms[0], part, 'harder')) {
          const q = items.get(qid)!
          const blocks = part.adaptive ? part.adaptive.variants.harder : part.blocks
          expect(blocks.some((b) => qualifies(q, b.pool))).toBe(true)
        }
    }
  })

  it('keeps passage sets whole: a form cuts at most one set, to fill its last places, and only that set may reach both forms', () => {
    const setSize = new Map<string, number>()
    for (const q of bank) if (q.passageSetId) setSize.set(q.passageSetId, (setSize.get(q.passageSetId) ?? 0) + 1)
    for (const id of FULL_EXAM_IDS) {
      const { forms } = assembleForms(BLUEPRINTS[id], bank)
      const setsPerForm = forms.map((f) => {
        const seen = new Map<string, number>()
        for (const qid of new Set(Object.values(f.parts).flatMap((v) => Object.values(v).flat()))) {
          const set = items.get(qid)!.passageSetId
          if (set) seen.set(set, (seen.get(set) ?? 0) + 1)
        }
        return seen
      })
      const [first, second] = setsPerForm
      expect([...first.keys()].filter((set) => second.has(set)).length, id).toBeLessThanOrEqual(1)
      for (const seen of setsPerForm)
        expect([...seen].filter(([set, n]) => n < setSize.get(set)!).length, id).toBeLessThanOrEqual(1)
    }
  })

  it("gives the same forms from the exam's items alone as from the whole bank, in any order, duplicates or not", () => {
    const own = bank.filter((q) => q.examType === 'SAT').reverse()
    expect(assembleForms(sat, own).forms).toEqual(satForms.forms)
    expect(assembleForms(sat, [...own, ...own.slice(0, 40)]).forms).toEqual(satForms.forms)
  })

  it('fills both forms of every exam to its official count, every part (and route) with no shortfall', () => {
    for (const id of FULL_EXAM_IDS) {
      const blueprint = BLUEPRINTS[id]
      const { forms, shortfalls } = assembleForms(blueprint, bank)
      expect(shortfalls, id).toEqual([])
      expect(forms, id).toHaveLength(2)
      for (const form of forms)
        for (const part of blueprint.parts)
          for (const route of part.adaptive ? fullExamRouteValues : [undefined])
            expect(partItemIds(form, part, route), `${id} ${part.id} ${route ?? ''}`).toHaveLength(
              partQuestionCount(part),
            )
    }
  })

  it('fills the SAT completely (both routes of both forms) from digital-SAT-tagged items', () => {
    expect(satForms.shortfalls).toEqual([])
    for (const form of satForms.forms)
      for (const part of sat.parts)
        for (const route of fullExamRouteValues) {
          const ids = partItemIds(form, part, route)
          expect(ids).toHaveLength(partQuestionCount(part))
          const format = part.id.startsWith('rw') ? 'digital-sat-rw' : 'digital-sat-math'
          expect(ids.every((qid) => items.get(qid)!.formats?.includes(format))).toBe(true)
        }
  })

  it('harder modules hold harder items than easier modules', () => {
    const rank = { Easy: 0, Medium: 1, Hard: 2 }
    const mean = (ids: string[]) => ids.reduce((n, qid) => n + rank[items.get(qid)!.difficulty], 0) / ids.length
    const m2 = sat.parts[1]
    expect(mean(partItemIds(satForms.forms[0], m2, 'harder'))).toBeGreaterThan(
      mean(partItemIds(satForms.forms[0], m2, 'easier')) + 0.5,
    )
  })

  it('splits a mix by largest remainders and reports a shortfall when the bank is short', () => {
    expect(difficultyTargets({ Easy: 1 / 3, Medium: 1 / 3, Hard: 1 / 3 }, 22)).toEqual({ Easy: 8, Medium: 7, Hard: 7 })
    const { shortfalls } = assembleForms(sat, bank.slice(0, 30))
    expect(shortfalls.length).toBeGreaterThan(0)
    expect(shortfalls.every((s) => s.got < s.wanted)).toBe(true)
  })
})

describe('attempt: timers, closing, routing', () => {
  const form = satForms.forms[0]
  const begin = () => startPart(newAttempt('sat', 1, T0), sat, form, items, T0)

  it('keeps the same time left after a resume (deadline stored, not a countdown)', () => {
    const started = begin()
    const saved = JSON.parse(JSON.stringify(started)) as AttemptState
    expect(timeLeft(saved, T0 + 61_000)).toBe(32 * 60 - 61)
    expect(timeLeft(started, T0 + 61_000)).toBe(timeLeft(saved, T0 + 61_000))
  })

  it('times each item while it is on screen, across a reload, up to the deadline; the records carry it', () => {
    const ids = partItemIds(form, sat.parts[0], undefined)
    let s = begin()
    expect(s.shown).toEqual({ id: ids[0], at: T0 })
    s = showItem(goTo(s, 1, ids.length, T0 + 40_000), ids[1], T0 + 40_000)
    s = showItem(s, ids[1], T0 + 45_000) // the same item again: nothing changes
    // Saved and read back (a reload): the count goes on from the saved moment.
    s = JSON.parse(JSON.stringify(s)) as AttemptState
    s = showItem(goTo(s, 0, ids.length, T0 + 65_000), ids[0], T0 + 65_000)
    expect(s.spent).toEqual({ [ids[0]]: 40_000, [ids[1]]: 25_000 })
    // The part runs out: the item on screen gets the time up to the deadline, not beyond.
    const closed = tick(s, sat, T0 + 40 * 60_000)
    expect(closed.shown).toBeNull()
    expect(closed.spent![ids[0]]).toBe(40_000 + 32 * 60_000 - 65_000)
    expect(secondsOn(closed, ids[1])).toBe(25)
    const estimate = estimateAttempt(sat, form, closed, items, T0 + 40 * 60_000)
    const seconds = new Map(estimate.records.map((r) => [r.questionId, r.seconds]))
    expect(seconds.get(ids[0])).toBe(32 * 60 - 25)
    expect(seconds.get(ids[1])).toBe(25)
    expect(seconds.get(ids[2])).toBe(0)
  })

  it('closes a part whose time is over; it cannot be answered or re-entered', () => {
    const s = tick(begin(), sat, T0 + 32 * 60_000 + 1)
    expect(s.closed).toEqual(['rw-1'])
    expect(s.phase).toBe('ready')
    const id = partItemIds(form, sat.parts[0], undefined)[0]
    expect(setAnswer(s, sat, form, id, 'x', T0 + 32 * 60_000 + 2).answers).toEqual({})
    expect(startPart({ ...s, partIndex: 0 }, sat, form, items, T0).phase).toBe('ready')
  })

  it('routes module 2 to the harder variant at the threshold and to the easier one below it', () => {
    expect(decideRoute(SAT_ROUTING.rw, SAT_ROUTING.rw)).toBe('harder')
    expect(decideRoute(SAT_ROUTING.rw - 1, SAT_ROUTING.rw)).toBe('easier')
    for (const [right, route] of [
      [SAT_ROUTING.rw, 'harder'],
      [SAT_ROUTING.rw - 1, 'easier'],
    ] as const) {
      let s = begin()
      const ids = itemsOfPart(s, form, sat.parts[0])
      s = answerAll(s, ids, right, T0 + 1000)
      expect(countCorrect(ids, items, s.answers, 'en')).toBe(right)
      s = startPart(closePart(s, sat, T0 + 2000), sat, form, items, T0 + 3000)
      expect(s.routes['rw-2']).toBe(route)
      expect(itemsOfPart(s, form, sat.parts[1])).toEqual(partItemIds(form, sat.parts[1], route))
    }
  })

  it('a timed break follows the RW section and then waits for the student', () => {
    let s = begin()
    s = closePart(s, sat, T0)
    s = startPart(s, sat, form, items, T0)
    s = closePart(s, sat, T0 + 1000)
    expect(s.phase).toBe('break')
    expect(timeLeft(s, T0 + 1000)).toBe(600)
    expect(tick(s, sat, T0 + 601_000).phase).toBe('ready')
  })

  it('strike-through toggles per option', () => {
    let s = toggleStrike(begin(), 'q', 2, T0)
    s = toggleStrike(s, 'q', 0, T0)
    expect(s.struck.q).toEqual([0, 2])
    expect(toggleStrike(s, 'q', 2, T0).struck.q).toEqual([0])
  })
})

describe('estimates', () => {
  it('SAT sections stay within 200–800 in steps of 10 and the easier route cannot reach 800', () => {
    for (const route of fullExamRouteValues)
      for (let right = 0; right <= 54; right++) {
        const v = satSectionEstimate(right, 54, route)
        expect(v).toBeGreaterThanOrEqual(200)
        expect(v).toBeLessThanOrEqual(800)
        expect(v % 10).toBe(0)
      }
    expect(satSectionEstimate(54, 54, 'harder')).toBe(800)
    expect(satSectionEstimate(54, 54, 'easier')).toBeLessThan(800)
    expect(satSectionEstimate(0, 54, 'easier')).toBe(200)
  })

  it('NMT: below the threshold is not passed, the threshold is 100 and the maximum 200', () => {
    expect(nmtEstimate(4, 32, 5)).toBeNull()
    expect(nmtEstimate(5, 32, 5)).toBe(100)
    expect(nmtEstimate(32, 32, 5)).toBe(200)
    expect(nmtEstimate(18, 32, 5)).toBeGreaterThan(140)
  })

  it('BC bands', () => {
    expect([0, 40, 60, 85].map(bcBand)).toEqual(['Emerging', 'Developing', 'Proficient', 'Extending'])
  })

  it('a whole SAT attempt answered right on the harder route estimates 1600; a blank one 400', () => {
    let s = newAttempt('sat', 1, T0)
    for (let i = 0; i < sat.parts.length; i++) {
      s = startPart(s, sat, satForms.forms[0], items, T0)
      s = answerAll(s, itemsOfPart(s, satForms.forms[0], sat.parts[i]), 99, T0)
      s = closePart(s, sat, T0)
      if (s.phase === 'break') s = tick(s, sat, T0 + 600_000)
    }
    expect(s.phase).toBe('finished')
    const full = estimateAttempt(sat, satForms.forms[0], s, items, T0)
    expect(full.total).toBe(1600)
    expect(full.records).toHaveLength(98)
    expect(full.topics.reduce((n, t) => n + t.total, 0)).toBe(98)
    const blank = estimateAttempt(
      sat,
      satForms.forms[0],
      { ...s, answers: {}, routes: { 'rw-2': 'easier', 'math-2': 'easier' } },
      items,
      T0,
    )
    expect(blank.total).toBe(400)
  })

  it('NMT maths weighs a numeric answer 2 and a matching item a point per pair (32 points in all)', () => {
    const nmt = BLUEPRINTS.nmt
    const { forms } = assembleForms(nmt, bank)
    const ids = itemsOfPart(newAttempt('nmt', 1, T0), forms[0], nmt.parts[0])
    const answers = Object.fromEntries(ids.map((qid) => [qid, items.get(qid)!.correctAnswer]))
    const done: AttemptState = { ...newAttempt('nmt', 1, T0), answers, phase: 'finished' }
    const maths = estimateAttempt(nmt, forms[0], done, items, T0).sections.find((x) => x.id === 'Mathematics')!
    expect(maths.max).toBe(15 + 3 * 3 + 4 * 2)
    expect(maths.points).toBe(maths.max)
    expect(maths.scaled).toBe(200)
  })
})
