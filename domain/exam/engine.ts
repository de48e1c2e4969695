import { withExtraTime, type FlowRules } from './exams.ts'

/**
 * The one practice engine: a pure reducer over stages, answers, flags, the review list and the clock, used by
 * all five flows and configured by their row of the exam table (exams.ts). The runner
 * (app/features/practice/practice-test.tsx) only renders the state and runs the countdown the state asks for (`clock`).
 */

export type EngineRules = Pick<FlowRules, 'timer' | 'feedback' | 'previous' | 'review'>

export interface EngineState {
  stage: 'question' | 'review' | 'finished'
  index: number
  answers: (string | null)[]
  /** Feedback flows: the answer was submitted (checked, locked, its clock stopped). */
  submitted: boolean[]
  flagged: number[]
  /** The question was opened from the review list (Next goes back to it). */
  fromReview: boolean
  /** Seconds each question had left when it was left ('resume' clocks), null until then. */
  left: (number | null)[]
  /** The countdown to run: a new `key` starts a fresh one at `seconds`; the same key keeps it running. */
  clock: { key: number; seconds: number }
  /** Seconds spent on each question (every visit added up), counted by `tick`. */
  spent: number[]
}

export type EngineAction =
  | { type: 'choose'; option: string | null }
  | { type: 'submit' }
  | { type: 'next'; secondsLeft: number }
  | { type: 'previous'; secondsLeft: number }
  | { type: 'expire' }
  | { type: 'toggleFlag' }
  | { type: 'goTo'; index: number }
  | { type: 'finish' }
  /** Time passed on the screen (the runner sends it about every second while a question is shown). */
  | { type: 'tick'; seconds: number }

export interface Engine {
  rules: EngineRules
  /** Each question's full limit (extra time included). */
  limits: readonly number[]
}

/** The engine of one run: each question's limit is its own or the flow's, extra time included. */
export function engineOf(rules: FlowRules, questions: readonly { timeLimit: number }[], extraTime: boolean): Engine {
  const { seconds } = rules.timer
  return {
    rules,
    limits: questions.map((q) => withExtraTime(seconds === 'question' ? q.timeLimit : seconds, extraTime)),
  }
}

export function initialState(engine: Engine): EngineState {
  const count = engine.limits.length
  return {
    stage: 'question',
    index: 0,
    answers: Array.from({ length: count }, () => null),
    submitted: Array.from({ length: count }, () => false),
    flagged: [],
    fromReview: false,
    left: Array.from({ length: count }, () => null),
    clock: { key: 0, seconds: engine.limits[0] ?? 0 },
    spent: Array.from({ length: count }, () => 0),
  }
}

/** Whether the clock runs now: on a question, not once its answer is submitted, and not at 0 already. */
export function clockRunning(state: EngineState, rules: EngineRules): boolean {
  if (state.stage !== 'question' || state.clock.seconds <= 0) return false
  return !(rules.timer.reset === 'answer' && state.submitted[state.index])
}

/** A question whose time is used up ('resume' clocks) or whose answer is submitted: it can only be read. */
export function isLocked(state: EngineState, rules: EngineRules): boolean {
  if (rules.feedback) return state.submitted[state.index]
  return rules.timer.reset === 'resume' && state.clock.seconds <= 0
}

/** Next / Finish is allowed: an answer is chosen (and, with feedback, submitted); back to review always is. */
export function canGoOn(state: EngineState, rules: EngineRules): boolean {
  if (state.fromReview) return true
  if (rules.feedback) return state.submitted[state.index]
  return state.answers[state.index] !== null
}

/**
 * What the question screen shows: whether the answer is locked, being checked (feedback flows, not yet submitted)
 * or shown checked, the progress (the question's number where the flow goes back, else the answers given), and the
 * one main button — back to the review list, Submit, Finish on the last question or Next — and whether it works.
 */
export function screenOf(engine: Engine, state: EngineState) {
  const { rules } = engine
  const total = engine.limits.length
  const submitted = state.submitted[state.index]
  const checking = rules.feedback && !submitted && !state.fromReview
  const done = (rules.feedback ? state.submitted : state.answers).filter(Boolean).length
  const primary = state.fromReview ? 'backToReview' : checking ? 'submit' : state.index >= total - 1 ? 'finish' : 'next'
  return {
    locked: isLocked(state, rules),
    checking,
    checked: rules.feedback && submitted,
    progress: ((rules.previous ? state.index + 1 : done) / total) * 100,
    primary: primary as 'backToReview' | 'submit' | 'finish' | 'next',
    canPrimary: checking ? state.answers[state.index] !== null : canGoOn(state, rules),
  }
}

const set = <T>(list: readonly T[], i: number, value: T): T[] => list.map((v, j) => (j === i ? value : v))

/** Shows question `index`, starting (or keeping) its clock by the flow's timer policy. */
function show(state: EngineState, engine: Engine, index: number, how: 'forward' | 'back' | 'review'): EngineState {
  const { reset } = engine.rules.timer
  const fresh = { key: state.clock.key + 1, seconds: engine.limits[index] ?? 0 }
  let clock = state.clock
  if (reset === 'question' || reset === 'answer') clock = fresh
  else if (reset === 'step' && how === 'forward') clock = fresh
  else if (reset === 'resume') clock = { key: fresh.key, seconds: state.left[index] ?? fresh.seconds }
  return { ...state, stage: 'question', index, fromReview: how === 'review', clock }
}

/** Leaves the current question forward: to the review list (from it, or after the last), or to the next one. */
function leave(state: EngineState, engine: Engine, secondsLeft: number): EngineState {
  const left = set(state.left, state.index, Math.max(0, Math.round(secondsLeft)))
  const last = state.index >= engine.limits.length - 1
  if (state.fromReview || last) {
    if (!engine.rules.review) return { ...state, left, stage: 'finished' }
    return { ...state, left, stage: 'review', fromReview: false }
  }
  return show({ ...state, left }, engine, state.index + 1, 'forward')
}

export function reduce(engine: Engine, state: EngineState, action: EngineAction): EngineState {
  if (state.stage === 'finished') return state
  const { rules } = engine
  switch (action.type) {
    case 'choose':
      if (state.stage !== 'question' || isLocked(state, rules)) return state
      return { ...state, answers: set(state.answers, state.index, action.option) }
    case 'submit':
      if (!rules.feedback || state.answers[state.index] === null || state.submitted[state.index]) return state
      return { ...state, submitted: set(state.submitted, state.index, true) }
    case 'next':
      if (state.stage !== 'question' || !canGoOn(state, rules)) return state
      return leave(state, engine, action.secondsLeft)
    case 'previous':
      if (!rules.previous || state.stage !== 'question' || state.index === 0) return state
      return show(
        { ...state, left: set(state.left, state.index, Math.max(0, Math.round(action.secondsLeft))) },
        engine,
        state.index - 1,
        'back',
      )
    case 'expire': {
      if (state.stage !== 'question' || rules.timer.atZero === 'nothing') return state
      // Time is up: on with any chosen answer (it is kept); the last question ends the test at once.
      const last = state.index >= engine.limits.length - 1
      if (last && !state.fromReview) return { ...state, left: set(state.left, state.index, 0), stage: 'finished' }
      return leave(state, engine, 0)
    }
    case 'toggleFlag': {
      if (!rules.review || state.stage !== 'question') return state
      const has = state.flagged.includes(state.index)
      const flagged = has ? state.flagged.filter((i) => i !== state.index) : [...state.flagged, state.index]
      return { ...state, flagged: flagged.sort((a, b) => a - b) }
    }
    case 'goTo':
      if (state.stage !== 'review' || action.index < 0 || action.index >= engine.limits.length) return state
      return show(state, engine, action.index, 'review')
    case 'finish':
      return { ...state, stage: 'finished' }
    case 'tick':
      if (state.stage !== 'question' || !(action.seconds > 0)) return state
      return { ...state, spent: set(state.spent, state.index, state.spent[state.index] + action.seconds) }
  }
}
