import { useCallback, useRef, useState } from 'react'
import { useCountdown } from '../../../utils/countdown.ts'

/**
 * The answering stage of the SAT, Matura and Canada flows (spec section 4): answers kept per question index,
 * Next saves the choice and advances (finishing on the last question), Previous goes back with the earlier
 * answer restored, and at 0 s the current question advances with whatever is selected.
 *
 * Timer modes:
 *  - 'per-step' (SAT, Matura): the same limit for every question; a forward step (Next or time-out) starts a
 *    fresh countdown, Previous and review jumps do not reset it.
 *  - 'per-question' (Canada): each question its own limit; showing a question (forward or back) starts its limit.
 */
export function useTimedTest({
  count,
  secondsFor,
  mode,
  review,
  running,
  onFinish,
}: {
  count: number
  secondsFor: (index: number) => number
  mode: 'per-step' | 'per-question'
  /** Show the review list (flagged and unanswered questions) before finishing. */
  review: boolean
  /** False before the test starts and after it is finished. */
  running: boolean
  onFinish: (answers: (string | null)[]) => void
}) {
  const [index, setIndex] = useState(0)
  const [answers, setAnswers] = useState<(string | null)[]>(() => Array.from({ length: count }, () => null))
  const [flagged, setFlagged] = useState<Set<number>>(() => new Set())
  const [reviewing, setReviewing] = useState(false)
  const [step, setStep] = useState(0)
  const answersRef = useRef(answers)
  answersRef.current = answers
  const done = useRef(false)

  const last = index >= count - 1
  const finish = useCallback(() => {
    if (done.current) return
    done.current = true
    onFinish(answersRef.current.slice(0, count))
  }, [count, onFinish])

  const advance = useCallback(() => {
    if (index >= count - 1) {
      if (review) setReviewing(true)
      else finish()
      return
    }
    setIndex(index + 1)
    setStep((s) => s + 1)
  }, [count, finish, index, review])

  const remaining = useCountdown({
    seconds: secondsFor(index),
    running: running && !reviewing && count > 0,
    resetKey: mode === 'per-question' ? index : step,
    // Time is up: move on with any selected answer (it is already kept); the last question ends the test.
    onExpire: () => (index >= count - 1 ? finish() : advance()),
  })

  return {
    index,
    answers,
    answer: answers[index] ?? null,
    flagged,
    reviewing,
    remaining,
    last,
    choose(option: string) {
      setAnswers((a) => a.map((v, i) => (i === index ? option : v)))
    },
    /** Next / Finish: only with a chosen option. */
    next() {
      if (!answersRef.current[index]) return
      advance()
    },
    previous() {
      if (index > 0) setIndex(index - 1)
    },
    toggleFlag() {
      setFlagged((f) => {
        const copy = new Set(f)
        if (copy.has(index)) copy.delete(index)
        else copy.add(index)
        return copy
      })
    },
    goTo(i: number) {
      setReviewing(false)
      setIndex(Math.min(Math.max(i, 0), count - 1))
    },
    closeReview() {
      setReviewing(false)
    },
    finish,
  }
}
