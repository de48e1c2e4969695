import { describe, expect, it } from 'vitest'
import { loadStudyNotes } from '../../seed/index.ts'
import type { OfflineReply } from './compose.ts'
import type { EvalCase } from './eval-cases.ts'
import { judge } from './eval-judge.ts'
import type { MathKind, MathSolved } from './maths/solve.ts'

const base: EvalCase = { id: 't', language: 'en', message: 'm', expect: { kind: 'greeting' } }
const at = (c: Partial<EvalCase>): EvalCase => ({ ...base, ...c })
const reply = (r: Partial<OfflineReply>): OfflineReply => ({
  text: 'Here is how we work it out, step by step, and what to practise next.',
  language: 'en',
  kind: 'maths',
  sources: [],
  declined: false,
  ...r,
})
const solved = (kind: MathKind, values: number[]): MathSolved => ({
  status: 'solved',
  kind,
  steps: [],
  answer: '',
  check: '',
  values,
})

describe('the judge of the evaluation', () => {
  it('takes a pasted question as right only when the option matches, and a wrong option as a wrong answer shown', () => {
    const c = at({ expect: { kind: 'choice', option: 'C' } })
    expect(judge(c, reply({ kind: 'choice', choice: 'C' }), 1)).toMatchObject({ mathsCorrect: true, kindOk: true })
    expect(judge(c, reply({ kind: 'choice', choice: 'B' }), 1)).toMatchObject({
      mathsCorrect: false,
      wrongAnswerShown: true,
    })
    expect(judge(c, reply({ kind: 'maths-declined', declined: true }), 1)).toMatchObject({
      mathsCorrect: false,
      wrongAnswerShown: false,
      declinedInstead: true,
    })
  })

  it('calls a wrong verdict on the student’s answer a wrong answer shown', () => {
    const c = at({ expect: { kind: 'check', verdict: 'wrong' } })
    expect(judge(c, reply({ kind: 'check', check: 'wrong' }), 1)).toMatchObject({ kindOk: true })
    expect(judge(c, reply({ kind: 'check', check: 'right' }), 1)).toMatchObject({
      kindOk: false,
      wrongAnswerShown: true,
    })
  })

  it('checks the days (±1), exam, topics and minutes a plan reads from the message', () => {
    const c = at({ expect: { kind: 'plan', days: 21, examType: 'SAT', topics: ['algebra'], minutesPerDay: 30 } })
    const text = 'Week 1: algebra, practise here: /questions?examType=SAT&section=Math'
    const plan = { examType: 'SAT' as const, days: 22, topics: ['algebra', 'functions'], minutesPerDay: 30 }
    expect(judge(c, reply({ kind: 'plan', text, plan }), 1).kindOk).toBe(true)
    expect(judge(c, reply({ kind: 'plan', text, plan: { ...plan, days: 7 } }), 1).kindOk).toBe(false)
    expect(judge(c, reply({ kind: 'plan', text, plan: { ...plan, topics: ['functions'] } }), 1).kindOk).toBe(false)
    expect(judge(c, reply({ kind: 'plan', text }), 1).kindOk).toBe(false)
  })

  it('takes a concept as answered only from a note of that topic in the case’s language', () => {
    const english = loadStudyNotes().find((f) => f.language === 'en' && f.notes.some((n) => n.topic === 'genetics'))!
    const note = english.notes.find((n) => n.topic === 'genetics')!
    const sources = [note.id]
    const text = `${note.title}\n${note.body}`
    expect(
      judge(at({ expect: { kind: 'explain', topic: 'genetics' } }), reply({ kind: 'concept', sources, text }), 1),
    ).toMatchObject({ conceptOk: true, sourceOk: true })
    const polish = at({ language: 'pl', expect: { kind: 'explain', topic: 'genetics' } })
    expect(judge(polish, reply({ kind: 'concept', sources, text }), 1).conceptOk).toBe(false)
    const otherTopic = at({ expect: { kind: 'explain', topic: 'nervous_system' } })
    expect(judge(otherTopic, reply({ kind: 'concept', sources, text }), 1).conceptOk).toBe(false)
  })

  it('wants a similar problem of the earlier kind with other numbers', () => {
    const c = at({ expect: { kind: 'similar' } })
    const earlier = [reply({ maths: solved('quadratic', [-2, 5]) })]
    expect(judge(c, reply({ kind: 'similar', maths: solved('quadratic', [1, 4]) }), 1, earlier).kindOk).toBe(true)
    expect(judge(c, reply({ kind: 'similar', maths: solved('quadratic', [5, -2]) }), 1, earlier).kindOk).toBe(false)
    expect(judge(c, reply({ kind: 'similar', maths: solved('linear', [3]) }), 1, earlier).kindOk).toBe(false)
  })

  it('wants a translation to carry the earlier answer, and a recall to quote the earlier problem', () => {
    const earlier = [reply({ maths: solved('linear', [6]) })]
    const translate = at({ expect: { kind: 'translate' } })
    expect(judge(translate, reply({ kind: 'translate', maths: solved('linear', [6]) }), 1, earlier).kindOk).toBe(true)
    expect(judge(translate, reply({ kind: 'translate', maths: solved('linear', [7]) }), 1, earlier).kindOk).toBe(false)
    const recall = at({ expect: { kind: 'recall', contains: '2x + 3 = 11' } })
    expect(judge(recall, reply({ kind: 'recall', text: 'We started with 2x+3 = 11, then…' }), 1).kindOk).toBe(true)
    expect(judge(recall, reply({ kind: 'recall', text: 'We started with 2x + 3 = 12.' }), 1).kindOk).toBe(false)
    const square = at({ expect: { kind: 'recall', contains: 'x^2 − 4 = 0' } })
    expect(judge(square, reply({ kind: 'recall', text: 'First: x² - 4 = 0.' }), 1).kindOk).toBe(true)
  })

  it('counts an answer shown during a live exam as a wrong answer shown', () => {
    const c = at({ expect: { kind: 'live-exam' } })
    const refusal = 'Not during a live exam. Come back afterwards and we will go through it together.'
    expect(judge(c, reply({ kind: 'live-exam', text: refusal }), 1)).toMatchObject({ kindOk: true })
    expect(judge(c, reply({ kind: 'live-exam', text: refusal, maths: solved('linear', [6]) }), 1)).toMatchObject({
      wrongAnswerShown: true,
    })
  })

  it('compares an antiderivative up to its constant', () => {
    const c = at({ expect: { kind: 'maths', expression: '2*x^2 - 3*x', upToConstant: true } })
    // 2x² − 3x + 5 at x = 2 and 3: 7 and 14.
    expect(judge(c, reply({ maths: solved('simplify', [7, 14]) }), 1).mathsCorrect).toBe(true)
    expect(judge(c, reply({ maths: solved('simplify', [7, 15]) }), 1).mathsCorrect).toBe(false)
  })

  it('judges the intent when the case names one', () => {
    const c = at({ intent: 'greeting' })
    expect(judge(c, reply({ kind: 'greeting', intent: 'greeting' }), 1).intentOk).toBe(true)
    expect(judge(c, reply({ kind: 'greeting', intent: 'off-topic' }), 1).intentOk).toBe(false)
    expect(judge(base, reply({ kind: 'greeting' }), 1).intentOk).toBeUndefined()
  })
})
