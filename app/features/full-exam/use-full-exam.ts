import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useProgressStore, type SavedWhere } from '~/features/progress/store/index.ts'
import { useFormItems, type FormItemsData } from './use-form-items.ts'
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
} from '#domain/exam/full-length/index.ts'
import { newShuffleSeed } from '#domain/option-order.ts'
import type { FullExamState } from '#openapi/types.ts'

export interface FullExamData extends FormItemsData {
  saved: { state: FullExamState; serverTime: string } | null
  /** An offline copy of the page, until the client loader says whose attempt it is (decision 100). */
  offlineShell?: boolean
}

/**
 * One full-length sitting in the page: restored from the progress store (the account's saved state or this
 * browser's), run by the pure attempt functions against the clock, kept after every change, recorded at the end.
 */
export function useFullExam(data: FullExamData) {
  const store = useProgressStore()
  const blueprint = BLUEPRINTS[data.exam]
  const id = attemptId(data.exam, data.formNumber)
  const [state, setState] = useState<FullExamState | null>(null)
  // The first part's items come with the page; the rest are read once the sitting has begun, and needed from the
  // second part on (the first part's answers route an adaptive module, so they stay with the page).
  const begun = state !== null && !(state.phase === 'ready' && state.partIndex === 0)
  const { items, complete, failed } = useFormItems(data, begun)
  const needsRest = state !== null && (state.phase === 'finished' || state.partIndex > 0)
  const [now, setNow] = useState(() => Date.now())
  const restoredPhase = useRef<string | null>(null)
  const recorded = useRef(false)
  // Where the finish this page saw ended up (undefined: still being written).
  const [savedTo, setSavedTo] = useState<SavedWhere>()

  // The saved attempt lives in the browser for visitors, so restoring it has to wait for the browser.
  const restoredOnce = useRef(false)
  useEffect(() => {
    if (restoredOnce.current || data.offlineShell) return
    restoredOnce.current = true
    void store.resumeFullExam(id, data.saved?.state).then((restored) => {
      const t = Date.now()
      const usable = restored && restored.exam === data.exam && restored.form === data.formNumber ? restored : null
      restoredPhase.current = usable?.phase ?? 'ready'
      const resumed = tick(usable ?? newAttempt(data.exam, data.formNumber, t, newShuffleSeed()), blueprint, t)
      // An attempt saved before items were timed starts timing the item on screen now.
      const part = blueprint.parts[resumed.partIndex]
      const onScreen = part && !resumed.shown ? itemsOfPart(resumed, data.form, part)[resumed.current] : undefined
      setState(showItem(resumed, onScreen, t))
      setNow(t)
    })
  }, [blueprint, data.exam, data.form, data.formNumber, data.offlineShell, data.saved, store, id])

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])

  useEffect(() => {
    if (!state) return
    const next = tick(state, blueprint, now)
    if (next !== state) setState(next)
  }, [blueprint, now, state])

  // Kept after every change (the latest state wins). The account's store sends it through the save queue, which
  // keeps the latest state in this browser until the server has it (a reload meanwhile resumes from it, decision 038).
  const lastSaved = useRef<FullExamState | null>(null)
  useEffect(() => {
    if (!state || state === lastSaved.current) return
    lastSaved.current = state
    store.keepFullExam(id, state)
  }, [state, store, id])

  const estimate = useMemo(
    () =>
      state?.phase === 'finished' && complete
        ? estimateAttempt(blueprint, data.form, state, items, state.updatedAt)
        : null,
    [blueprint, data.form, items, state, complete],
  )

  // The result and its answers go into the store once, when this page saw the attempt finish.
  useEffect(() => {
    if (!state || !estimate || recorded.current || restoredPhase.current === 'finished') return
    recorded.current = true
    void store
      .finishFullExam({ id, exam: data.exam, examType: blueprint.examType, state, estimate })
      .then(setSavedTo, () => setSavedTo('none'))
    // Once per finish: `state` changes after it, `estimate` marks the finish.
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
    /** The items the screen on show needs are here; else `itemsFailed` says whether they could not be read. */
    itemsReady: complete || !needsRest,
    itemsFailed: failed && needsRest,
    part,
    partIds,
    /** Before a part starts: the items it will show (none: it is skipped, never timed). */
    upcoming,
    estimate,
    /** Where this page's finish was saved: 'saving' from the first frame of the results (none for a restored one). */
    saved: estimate && restoredPhase.current !== 'finished' ? (savedTo ?? 'saving') : undefined,
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
      setSavedTo(undefined)
      restoredPhase.current = 'ready'
      update((_, t) => newAttempt(data.exam, data.formNumber, t, newShuffleSeed()))
    },
  }
}

export type FullExamFlow = ReturnType<typeof useFullExam>
