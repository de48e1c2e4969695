import type { FullExamPhase, FullExamState, Language, Question } from '../../../openapi/types.ts'
import { checkAnswer } from '../../answers.ts'
import { partItemIds } from './assemble.ts'
import type { Blueprint, Form, FullExamId, Part, Route } from './types.ts'

/** The attempt id of the contract: exam and form from 1, e.g. `sat-1`. */
export const attemptId = (exam: FullExamId, form: number) => `${exam}-${form}`

/**
 * One sitting of a full-length mock, as plain data that is saved as the student goes (browser or server) and read
 * back on reload. Time is kept as deadlines (epoch ms), never as a countdown, so a reload resumes with the same
 * time left. Every change is a pure function of (state, now).
 */

export type Phase = FullExamPhase
/** The contract's FullExamState (openapi.yaml): `form` counts from 1, times are epoch ms. */
export type AttemptState = FullExamState

/** A new attempt of form `form` (1 or 2); `shuffleSeed` fixes its option order (option-order.ts). */
export const newAttempt = (exam: FullExamId, form: number, now: number, shuffleSeed?: number): AttemptState => ({
  v: 1,
  exam,
  form,
  startedAt: now,
  updatedAt: now,
  partIndex: 0,
  phase: 'ready',
  deadline: null,
  routes: {},
  closed: [],
  answers: {},
  marked: [],
  struck: {},
  current: 0,
  ...(shuffleSeed === undefined ? {} : { shuffleSeed }),
})

/** Whole seconds left on the current clock (0 when none runs or it has run out). */
export function timeLeft(state: AttemptState, now: number): number {
  if (state.deadline === null) return 0
  return Math.max(0, Math.ceil((state.deadline - now) / 1000))
}

/** Module 2's route: harder when module 1 has at least `threshold` right. */
export const decideRoute = (correct: number, threshold: number): Route => (correct >= threshold ? 'harder' : 'easier')

/** How many items of a list the attempt has right (matching: all pairs right). */
export function countCorrect(
  ids: string[],
  items: ReadonlyMap<string, Question>,
  answers: Record<string, string>,
  language: Language,
) {
  return ids.filter((id) => {
    const item = items.get(id)
    const given = answers[id]
    return item && given !== undefined && checkAnswer(item, given, language).correct
  }).length
}

/** The ids shown in a part under this attempt's route. */
export const itemsOfPart = (state: AttemptState, form: Form, part: Part): string[] =>
  partItemIds(form, part, state.routes[part.id])

/** The routes once the current part starts: an adaptive module's route fixed from the module that routes it. */
function routesAt(state: AttemptState, blueprint: Blueprint, form: Form, items: ReadonlyMap<string, Question>) {
  const part = blueprint.parts[state.partIndex]
  if (!part?.adaptive || state.routes[part.id]) return state.routes
  const first = blueprint.parts.find((p) => p.id === part.adaptive!.routedBy)!
  const right = countCorrect(itemsOfPart(state, form, first), items, state.answers, part.language)
  return { ...state.routes, [part.id]: decideRoute(right, part.adaptive.threshold) }
}

/** The ids the current part shows, or will show once started (an adaptive module: on the route it will take). */
export function upcomingItems(
  state: AttemptState,
  blueprint: Blueprint,
  form: Form,
  items: ReadonlyMap<string, Question>,
): string[] {
  const part = blueprint.parts[state.partIndex]
  return part ? itemsOfPart({ ...state, routes: routesAt(state, blueprint, form, items) }, form, part) : []
}

/** A move between parts: the attempt after it, given the exam's blueprint, the form, its items and the time. */
type PartMove = (
  state: AttemptState,
  blueprint: Blueprint,
  form: Form,
  items: ReadonlyMap<string, Question>,
  now: number,
) => AttemptState

/** Passes over a part the form has no items for (a bank short of them): closed at once, no clock, no break. */
export const skipEmptyPart: PartMove = (state, blueprint, form, items, now) => {
  const part = blueprint.parts[state.partIndex]
  if (state.phase !== 'ready' || !part || upcomingItems(state, blueprint, form, items).length) return state
  const partIndex = state.partIndex + 1
  return {
    ...state,
    routes: routesAt(state, blueprint, form, items),
    closed: [...state.closed, part.id],
    partIndex,
    phase: partIndex >= blueprint.parts.length ? 'finished' : 'ready',
    deadline: null,
    current: 0,
    updatedAt: now,
  }
}

/** Starts the next part: sets its deadline and, for an adaptive module, fixes the route from the earlier module. */
export const startPart: PartMove = (state, blueprint, form, items, now) => {
  if (state.phase === 'part' || state.phase === 'finished') return state
  const part = blueprint.parts[state.partIndex]
  if (!part || state.closed.includes(part.id)) return state
  const routes = routesAt(state, blueprint, form, items)
  const first = itemsOfPart({ ...state, routes }, form, part)[0]
  // A part the form has no items for never runs a clock (skipEmptyPart passes over it).
  if (!first) return state
  return {
    ...state,
    routes,
    phase: 'part',
    deadline: now + part.seconds * 1000,
    current: 0,
    shown: first ? { id: first, at: now } : null,
    updatedAt: now,
  }
}

/** The most one item's time can hold (the contract's bound: one day). */
export const MAX_SPENT_MS = 86_400_000

/**
 * Adds the time the item on screen has been shown (since `shown.at`, up to `now` and never past the part's
 * deadline) to its `spent`, and restarts the count at `now`. The count lives in the saved state, so a reload keeps
 * it; the minutes of a reload itself count for the item on screen, as they do on the exam's clock.
 */
export function accrue(state: AttemptState, now: number): AttemptState {
  const shown = state.shown
  if (!shown) return state
  const end = state.deadline === null ? now : Math.min(now, state.deadline)
  const delta = Math.max(0, Math.round(end - shown.at))
  const spent = { ...state.spent, [shown.id]: Math.min(MAX_SPENT_MS, (state.spent?.[shown.id] ?? 0) + delta) }
  return { ...state, spent, shown: { id: shown.id, at: Math.max(shown.at, end) } }
}

/** The item `id` comes on screen at `now`: the one shown before gets its time. Only during a part. */
export function showItem(state: AttemptState, id: string | undefined, now: number): AttemptState {
  if (state.phase !== 'part' || !id || state.shown?.id === id) return state
  return { ...accrue(state, now), shown: { id, at: now }, updatedAt: now }
}

/** Whole seconds spent on an item (for the answer records). */
export const secondsOn = (state: AttemptState, id: string): number =>
  Math.min(86_400, Math.round((state.spent?.[id] ?? 0) / 1000))

/** Ends the current part (submitted or out of time): closed for good, then a break, a pause or the end. */
export function closePart(current: AttemptState, blueprint: Blueprint, now: number): AttemptState {
  if (current.phase !== 'part') return current
  const state: AttemptState = { ...accrue(current, now), shown: null }
  const part = blueprint.parts[state.partIndex]
  const closed = [...state.closed, part.id]
  const nextIndex = state.partIndex + 1
  if (nextIndex >= blueprint.parts.length)
    return { ...state, closed, phase: 'finished', deadline: null, partIndex: nextIndex, updatedAt: now }
  const timedBreak = part.breakAfter && part.breakAfter > 0
  return {
    ...state,
    closed,
    partIndex: nextIndex,
    phase: timedBreak ? 'break' : 'ready',
    deadline: timedBreak ? now + part.breakAfter! * 1000 : null,
    current: 0,
    updatedAt: now,
  }
}

/** Applies the clock: a part whose time is over closes itself; a break that is over becomes 'ready'. */
export function tick(state: AttemptState, blueprint: Blueprint, now: number): AttemptState {
  if (state.deadline === null || now < state.deadline) return state
  if (state.phase === 'part') return closePart(state, blueprint, state.deadline)
  if (state.phase === 'break') return { ...state, phase: 'ready', deadline: null, updatedAt: now }
  return state
}

/** Only the open part's items take answers, and only while its time runs. */
export function canEdit(state: AttemptState, blueprint: Blueprint, form: Form, id: string, now: number): boolean {
  if (state.phase !== 'part' || timeLeft(state, now) <= 0) return false
  const part = blueprint.parts[state.partIndex]
  return itemsOfPart(state, form, part).includes(id)
}

export function setAnswer(
  state: AttemptState,
  blueprint: Blueprint,
  form: Form,
  id: string,
  answer: string | null,
  now: number,
): AttemptState {
  if (!canEdit(state, blueprint, form, id, now)) return state
  const answers = { ...state.answers }
  if (answer === null || answer === '') delete answers[id]
  else answers[id] = answer
  return { ...state, answers, updatedAt: now }
}

export function toggleMark(state: AttemptState, id: string, now: number): AttemptState {
  const marked = state.marked.includes(id) ? state.marked.filter((m) => m !== id) : [...state.marked, id]
  return { ...state, marked, updatedAt: now }
}

export function toggleStrike(state: AttemptState, id: string, option: number, now: number): AttemptState {
  const current = state.struck[id] ?? []
  const next = current.includes(option) ? current.filter((o) => o !== option) : [...current, option].sort()
  return { ...state, struck: { ...state.struck, [id]: next }, updatedAt: now }
}

export const goTo = (state: AttemptState, index: number, count: number, now: number): AttemptState => ({
  ...state,
  current: Math.max(0, Math.min(count - 1, index)),
  updatedAt: now,
})

/** Skips a timed break (the SAT lets the student return early). */
export const skipBreak = (state: AttemptState, now: number): AttemptState =>
  state.phase === 'break' ? { ...state, phase: 'ready', deadline: null, updatedAt: now } : state
