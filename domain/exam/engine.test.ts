import { describe, expect, it } from 'vitest'
import {
  canGoOn,
  clockRunning,
  engineOf,
  initialState,
  isLocked,
  reduce,
  screenOf,
  type Engine,
  type EngineAction,
  type EngineState,
} from './engine.ts'
import { FLOWS, withExtraTime, type Flow } from './exams.ts'
import { answerRecords, type PracticeQuestion } from './tally.ts'

function engineFor(flow: Flow, limits: number[]): Engine {
  return { rules: FLOWS[flow], limits }
}
function run(engine: Engine, ...actions: EngineAction[]) {
  return actions.reduce((s, a) => reduce(engine, s, a), initialState(engine))
}
const choose = (option: string): EngineAction => ({ type: 'choose', option })
const next = (secondsLeft = 50): EngineAction => ({ type: 'next', secondsLeft })

describe('the practice engine', () => {
  it('generic: Submit checks and stops the clock; Next needs it; at 0 nothing happens; review, read-only revisit', () => {
    const e = engineFor('generic', [120, 120, 120])
    let s = run(e, choose('A'))
    expect(canGoOn(s, e.rules)).toBe(false)
    expect(reduce(e, s, next()).index).toBe(0)
    s = reduce(e, s, { type: 'submit' })
    expect(clockRunning(s, e.rules)).toBe(false)
    expect(isLocked(s, e.rules)).toBe(true)
    expect(reduce(e, s, choose('B')).answers[0]).toBe('A')
    s = reduce(e, s, { type: 'toggleFlag' })
    s = reduce(e, s, next())
    expect(s).toMatchObject({ index: 1, flagged: [0] })
    expect(clockRunning(s, e.rules)).toBe(true)
    expect(reduce(e, s, { type: 'expire' })).toEqual(s)
    s = run(e, choose('A'), { type: 'submit' }, next(), choose('B'), { type: 'submit' }, next())
    s = reduce(e, reduce(e, s, choose('C')), { type: 'submit' })
    s = reduce(e, s, next())
    expect(s.stage).toBe('review')
    s = reduce(e, s, { type: 'goTo', index: 0 })
    expect(s).toMatchObject({ stage: 'question', index: 0, fromReview: true })
    expect(isLocked(s, e.rules)).toBe(true)
    expect(reduce(e, s, next()).stage).toBe('review')
    expect(reduce(e, s, { type: 'finish' }).stage).toBe('finished')
  })

  it('NMT: each question keeps the time it had left; at 0 it moves on, or finishes on the last one', () => {
    const e = engineFor('nmt', [60, 90, 120])
    let s = run(e, choose('A'), next(40))
    expect(s).toMatchObject({ index: 1, left: [40, null, null], clock: { seconds: 90 } })
    s = reduce(e, s, { type: 'expire' })
    expect(s).toMatchObject({ index: 2, left: [40, 0, null], answers: ['A', null, null] })
    expect(reduce(e, s, { type: 'expire' }).stage).toBe('finished')
    s = reduce(e, reduce(e, s, choose('C')), next(100))
    expect(s.stage).toBe('review')
    const back = reduce(e, s, { type: 'goTo', index: 1 })
    expect(back.clock.seconds).toBe(0)
    expect(isLocked(back, e.rules)).toBe(true)
    expect(clockRunning(back, e.rules)).toBe(false)
    const first = reduce(e, s, { type: 'goTo', index: 0 })
    expect(first.clock.seconds).toBe(40)
    expect(reduce(e, first, { type: 'expire' }).stage).toBe('review')
    expect(reduce(e, s, { type: 'previous', secondsLeft: 1 })).toEqual(s)
  })

  it('SAT and Matura: a forward step starts a fresh clock, Previous keeps it; at 0 on the last the test ends', () => {
    for (const flow of ['sat', 'matura'] as const) {
      const seconds = FLOWS[flow].timer.seconds as number
      const e = engineFor(flow, [seconds, seconds, seconds])
      let s = run(e, choose('A'), next())
      const key = s.clock.key
      s = reduce(e, reduce(e, s, choose('B')), { type: 'previous', secondsLeft: 10 })
      expect(s).toMatchObject({ index: 0, answers: ['A', 'B', null] })
      expect(s.clock.key).toBe(key)
      s = reduce(e, s, next())
      expect(s.clock.key).toBe(key + 1)
      s = reduce(e, s, { type: 'expire' })
      expect(s).toMatchObject({ index: 2, answers: ['A', 'B', null] })
      expect(reduce(e, s, { type: 'expire' }).stage).toBe('finished')
      expect(reduce(e, reduce(e, s, choose('C')), next()).stage).toBe('review')
    }
  })

  it('Canada: each question its own limit, going back restores it; no review list', () => {
    const e = engineFor('canada', [120, 180, 90])
    let s = run(e, choose('A'), next())
    expect(s.clock.seconds).toBe(180)
    s = reduce(e, s, { type: 'previous', secondsLeft: 3 })
    expect(s.clock.seconds).toBe(120)
    expect(reduce(e, s, { type: 'toggleFlag' }).flagged).toEqual([])
    s = run(e, choose('A'), next(), choose('B'), next(), choose('C'), next())
    expect(s.stage).toBe('finished')
  })

  it('a finished test ignores everything; extra time is × 1.5', () => {
    const e = engineFor('canada', [120])
    const done = run(e, choose('A'), next())
    expect(reduce(e, done, choose('B'))).toBe(done)
    expect(withExtraTime(120, true)).toBe(180)
    expect(withExtraTime(90, true)).toBe(135)
    expect(withExtraTime(90, false)).toBe(90)
  })
})

const question = (id: string, section = 'Mathematics'): PracticeQuestion => ({
  id,
  examType: 'SAT',
  countryCode: 'US',
  section,
  topic: `${section} topic`,
  difficulty: 'Medium',
  questionText: `Question ${id}`,
  options: ['A', 'B', 'C'],
  correctAnswer: 'A',
  explanation: 'Because.',
  timeLimit: 60,
})
const tick = (seconds: number): EngineAction => ({ type: 'tick', seconds })

describe('the question screen', () => {
  it('limits: the flow timer or each question its own, with extra time', () => {
    const questions = [{ timeLimit: 60 }, { timeLimit: 90 }]
    expect(engineOf(FLOWS.nmt, questions, true).limits).toEqual([90, 135])
    expect(engineOf(FLOWS.generic, questions, false).limits).toEqual([120, 120])
  })

  it('generic: Submit until checked, then Next (Finish on the last); progress counts checked answers', () => {
    const e = engineFor('generic', [120, 120])
    let s = run(e)
    expect(screenOf(e, s)).toMatchObject({ primary: 'submit', canPrimary: false, checking: true, progress: 0 })
    s = run(e, choose('A'))
    expect(screenOf(e, s)).toMatchObject({ primary: 'submit', canPrimary: true, checked: false })
    s = reduce(e, s, { type: 'submit' })
    expect(screenOf(e, s)).toMatchObject({ primary: 'next', canPrimary: true, checked: true, locked: true })
    expect(screenOf(e, s).progress).toBe(50)
    s = reduce(e, s, next())
    expect(screenOf(e, s)).toMatchObject({ primary: 'submit', checked: false })
    s = run(e, choose('A'), { type: 'submit' }, next(), choose('B'), { type: 'submit' })
    expect(screenOf(e, s)).toMatchObject({ primary: 'finish', progress: 100 })
  })

  it('SAT: progress is the question number; a question opened from the review list goes back to it', () => {
    const e = engineFor('sat', [60, 60, 60, 60])
    expect(screenOf(e, run(e)).progress).toBe(25)
    const nmt = engineFor('nmt', [60, 60])
    const s = run(nmt, choose('A'), next(), choose('B'), next(), { type: 'goTo', index: 0 })
    expect(screenOf(nmt, s)).toMatchObject({ primary: 'backToReview', canPrimary: true, progress: 100 })
  })
})

describe('the answer records of a finished test (issue 13)', () => {
  const questions = [question('q1'), question('q2', 'Reading'), question('q3')]
  const fields = (s: EngineState) =>
    answerRecords(questions, s).map(({ questionId, chosen, correct, seconds }) => ({
      questionId,
      chosen,
      correct,
      seconds,
    }))

  it('every question: its metadata, the final choice, whether it was right, and the seconds spent', () => {
    const e = engineFor('canada', [60, 60, 60])
    const s = run(e, tick(5), choose('A'), next(), tick(7), choose('B'), next(), tick(3.4), choose('C'), next())
    expect(s.stage).toBe('finished')
    expect(answerRecords(questions, s)[1]).toEqual({
      questionId: 'q2',
      examType: 'SAT',
      section: 'Reading',
      topic: 'Reading topic',
      difficulty: 'Medium',
      chosen: 'B',
      correct: false,
      seconds: 7,
    })
    expect(fields(s)).toEqual([
      { questionId: 'q1', chosen: 'A', correct: true, seconds: 5 },
      { questionId: 'q2', chosen: 'B', correct: false, seconds: 7 },
      { questionId: 'q3', chosen: 'C', correct: false, seconds: 3 },
    ])
  })

  it('generic: the time after submitting (reading the feedback) counts; at 0 the clock stops but the time goes on', () => {
    const e = engineFor('generic', [120, 120, 120])
    const submitted = (option: string) => [choose(option), { type: 'submit' } as EngineAction]
    let s = run(
      e,
      tick(10),
      ...submitted('A'),
      tick(4),
      next(),
      tick(125),
      { type: 'expire' },
      ...submitted('B'),
      next(),
      tick(1),
      ...submitted('A'),
      next(),
    )
    expect(s.stage).toBe('review')
    s = reduce(e, s, { type: 'finish' })
    expect(fields(s)).toEqual([
      { questionId: 'q1', chosen: 'A', correct: true, seconds: 14 },
      { questionId: 'q2', chosen: 'B', correct: false, seconds: 125 },
      { questionId: 'q3', chosen: 'A', correct: true, seconds: 1 },
    ])
  })

  it('NMT: a time-out records null and the whole limit; a revisit from the review list adds to the time', () => {
    const e = engineFor('nmt', [60, 90, 120])
    let s = run(e, tick(60), { type: 'expire' }, tick(20), choose('A'), next(70), tick(8), choose('A'), next(112))
    expect(s.stage).toBe('review')
    expect(reduce(e, s, tick(5))).toBe(s) // the review list is not a question
    s = reduce(e, reduce(e, reduce(e, s, { type: 'goTo', index: 1 }), tick(6)), choose('B'))
    s = reduce(e, reduce(e, s, next()), { type: 'finish' })
    expect(fields(s)).toEqual([
      { questionId: 'q1', chosen: null, correct: false, seconds: 60 },
      { questionId: 'q2', chosen: 'B', correct: false, seconds: 26 },
      { questionId: 'q3', chosen: 'A', correct: true, seconds: 8 },
    ])
  })

  it('SAT and Matura: an answer chosen before the time-out is kept; Previous adds the second visit; the last time-out ends it', () => {
    for (const flow of ['sat', 'matura'] as const) {
      const e = engineFor(flow, [120, 120, 120])
      const s = run(
        e,
        tick(30),
        choose('A'),
        next(),
        tick(10),
        { type: 'previous', secondsLeft: 80 },
        tick(5),
        next(),
        tick(50),
        choose('C'),
        { type: 'expire' },
        tick(120),
        { type: 'expire' },
      )
      expect(s.stage).toBe('finished')
      expect(fields(s)).toEqual([
        { questionId: 'q1', chosen: 'A', correct: true, seconds: 35 },
        { questionId: 'q2', chosen: 'C', correct: false, seconds: 60 },
        { questionId: 'q3', chosen: null, correct: false, seconds: 120 },
      ])
    }
  })

  it('a finished test counts no more time; negative or empty ticks count nothing', () => {
    const e = engineFor('canada', [60])
    const s = run(e, tick(-3), tick(0), tick(2), choose('A'), next())
    expect(reduce(e, s, tick(5))).toBe(s)
    expect(fields(s).slice(0, 1)).toEqual([{ questionId: 'q1', chosen: 'A', correct: true, seconds: 2 }])
  })
})
