import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { appendVisitorAnswers } from '~/utils/answer-history.ts'
import { practiceStorage } from '~/utils/practice-storage.ts'
import { saveQueue } from '~/utils/save-queue.ts'
import { sessionNumbers, visitorProgressEntry } from './progress.ts'
import { readVisitorAttempt, writeVisitorAttempt } from './storage.ts'
import {
  BLUEPRINTS,
  attemptId,
  closePart,
  estimateAttempt,
  goTo,
  itemsOfPart,
  newAttempt,
  setAnswer,
  showItem,
  skipBreak,
  skipEmptyPart,
  startPart,
  tick,
  timeLeft,
  toggleMark,
  toggleStrike,
  upcomingItems,
  type Form,
  type FullExamId,
} from '#domain/exam/full-length/index.ts'
import { newShuffleSeed } from '#domain/option-order.ts'
import type { FullExamState, Question } from '#openapi/types.ts'

const SAVE_URL = '/resources/full-exam'
const saveKey = (id: string) => `full-exam:${id}`

/** The state this browser still holds for the server (a save the outage kept), if any. */
function pendingState(id: string): FullExamState | null {
  const body = saveQueue().pendingBody(saveKey(id)) as { state?: FullExamState } | null
  return body?.state ?? null
}

/** Of the server's saved state and the one kept in this browser, the later one. */
function newestOf(server: FullExamState | undefined, kept: FullExamState | null): FullExamState | null {
  if (!kept) return server ?? null
  return !server || kept.updatedAt >= server.updatedAt ? kept : server
}

export interface FullExamData {
  exam: FullExamId
  formNumber: number
  form: Form
  items: Question[]
  signedIn: boolean
  saved: { state: FullExamState; serverTime: string } | null
  /** An offline copy of the page, until the client loader says whose attempt it is (decision 100). */
  offlineShell?: boolean
}

/**
 * One full-length sitting in the page: restored from the server (signed in) or this browser (visitor), run by the
 * pure attempt functions against the clock, saved after every change, recorded in the answer history at the end.
 */
export function useFullExam(data: FullExamData) {
  const blueprint = BLUEPRINTS[data.exam]
  const id = attemptId(data.exam, data.formNumber)
  const items = useMemo(() => new Map(data.items.map((q) => [q.id, q])), [data.items])
  const [state, setState] = useState<FullExamState | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const restoredPhase = useRef<string | null>(null)
  const recorded = useRef(false)

  // The saved attempt lives in the browser for visitors, so restoring it has to wait for the browser.
  const restoredOnce = useRef(false)
  useEffect(() => {
    if (restoredOnce.current || data.offlineShell) return
    restoredOnce.current = true
    const t = Date.now()
    const restored = data.signedIn ? newestOf(data.saved?.state, pendingState(id)) : readVisitorAttempt(id)
    const usable = restored && restored.exam === data.exam && restored.form === data.formNumber ? restored : null
    restoredPhase.current = usable?.phase ?? 'ready'
    const resumed = tick(usable ?? newAttempt(data.exam, data.formNumber, t, newShuffleSeed()), blueprint, t)
    // An attempt saved before items were timed starts timing the item on screen now.
    const part = blueprint.parts[resumed.partIndex]
    const onScreen = part && !resumed.shown ? itemsOfPart(resumed, data.form, part)[resumed.current] : undefined
    setState(showItem(resumed, onScreen, t))
    setNow(t)
  }, [blueprint, data.exam, data.form, data.formNumber, data.offlineShell, data.saved, data.signedIn, id])

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])

  useEffect(() => {
    if (!state) return
    const next = tick(state, blueprint, now)
    if (next !== state) setState(next)
  }, [blueprint, now, state])

  // Saved after every change (the latest state wins). Signed in: through the save queue, which keeps the latest
  // state in this browser until the server has it (a reload meanwhile resumes from it, decision 038).
  const lastSaved = useRef<FullExamState | null>(null)
  useEffect(() => {
    if (!state || state === lastSaved.current) return
    lastSaved.current = state
    if (data.signedIn) void saveQueue().save({ key: saveKey(id), url: SAVE_URL, body: { intent: 'save', state } })
    else writeVisitorAttempt(id, state)
  }, [state, data.signedIn, id])

  const estimate = useMemo(
    () => (state?.phase === 'finished' ? estimateAttempt(blueprint, data.form, state, items, state.updatedAt) : null),
    [blueprint, data.form, items, state],
  )

  // The answers go into the history once, when this page saw the attempt finish.
  useEffect(() => {
    if (!state || !estimate || recorded.current || restoredPhase.current === 'finished') return
    recorded.current = true
    const seconds = (state.updatedAt - state.startedAt) / 1000
    if (!data.signedIn) {
      // Like the short flows: the answers into the history, the sitting into userProgress (/progress shows it).
      try {
        const date = new Date(state.updatedAt)
        appendVisitorAnswers(estimate.records, date)
        practiceStorage.appendLocalProgress(
          visitorProgressEntry(estimate, { testType: blueprint.examType, date, seconds }),
        )
      } catch (error) {
        console.warn('The result could not be kept in this browser', error)
      }
    } else {
      // The sitting's own key (attempt and start time): a finish sent again after an outage counts once.
      const clientId = `${id}-${state.startedAt}`
      const body = {
        intent: 'finish',
        clientId,
        exam: data.exam,
        ...sessionNumbers(estimate, seconds),
        answers: estimate.records,
      }
      void saveQueue().save({ key: `full-exam-finish:${clientId}`, url: SAVE_URL, body })
    }
  }, [estimate])

  const part = state ? blueprint.parts[state.partIndex] : undefined
  const partIds = state && part ? itemsOfPart(state, data.form, part) : []
  const upcoming = useMemo(
    () => (state?.phase === 'ready' ? upcomingItems(state, blueprint, data.form, items) : []),
    [blueprint, data.form, items, state],
  )
  // The clock reads the same instant the change was made at: a deadline set now shows the whole part (32:00),
  // not the half second since the last tick on top (32:01).
  const update = useCallback((fn: (s: FullExamState, t: number) => FullExamState) => {
    const t = Date.now()
    setNow(t)
    setState((s) => (s ? fn(s, t) : s))
  }, [])

  return {
    blueprint,
    state,
    now,
    items,
    part,
    partIds,
    /** Before a part starts: the items it will show (none: it is skipped, never timed). */
    upcoming,
    estimate,
    secondsLeft: state ? timeLeft(state, now) : 0,
    start: () => update((s, t) => startPart(s, blueprint, data.form, items, t)),
    skipPart: () => update((s, t) => skipEmptyPart(s, blueprint, data.form, items, t)),
    submitPart: () => update((s, t) => closePart(s, blueprint, t)),
    answer: (qid: string, value: string | null) => update((s, t) => setAnswer(s, blueprint, data.form, qid, value, t)),
    mark: (qid: string) => update((s, t) => toggleMark(s, qid, t)),
    strike: (qid: string, option: number) => update((s, t) => toggleStrike(s, qid, option, t)),
    goTo: (index: number) =>
      update((s, t) => {
        const moved = goTo(s, index, partIds.length, t)
        return showItem(moved, partIds[moved.current], t)
      }),
    skipBreak: () => update((s, t) => skipBreak(s, t)),
    restart: () => {
      recorded.current = false
      restoredPhase.current = 'ready'
      update((_, t) => newAttempt(data.exam, data.formNumber, t, newShuffleSeed()))
    },
  }
}

export type FullExamFlow = ReturnType<typeof useFullExam>
