import { useEffect, useRef, type ReactNode } from 'react'
import type { Question } from '../../../../openapi/types.ts'
import { ProgressBar, QuestionView, TimerBadge } from '../question-view.tsx'

/**
 * The question screen of the SAT, Matura and Canada flows: counter, section badge, countdown, progress bar,
 * the question (Radix radio group: arrows choose, Enter submits), Previous and Next/Finish. Texts come in
 * translated; each flow adds its chat dialog and, where it has one, the flag button.
 */
export function TestScreen({
  question,
  index,
  total,
  answer,
  last,
  remaining,
  warnAt,
  badge,
  counterText,
  percentText,
  labels,
  onChoose,
  onNext,
  onPrevious,
  tools,
}: {
  question: Question
  index: number
  total: number
  answer: string | null
  last: boolean
  remaining: number
  warnAt?: number
  badge: string
  counterText: string
  percentText?: string
  labels: { timer: string; progress: string; previous: string; next: string; finish: string }
  onChoose: (option: string) => void
  onNext: () => void
  onPrevious: () => void
  /** Flag button, chat dialog… */
  tools?: ReactNode
}) {
  const box = useRef<HTMLElement>(null)
  // A new question: keyboard users land on its options (the chosen one, or the first) and can answer at once.
  useEffect(() => {
    const root = box.current
    if (!root) return
    const active = document.activeElement
    if (active && active !== document.body && !root.contains(active)) return
    const target =
      root.querySelector<HTMLButtonElement>('[data-testid="options"] [data-state="checked"]') ??
      root.querySelector<HTMLButtonElement>('[data-testid="options"] button')
    target?.focus({ preventScroll: true })
  }, [index])

  const progress = total > 0 ? ((index + 1) / total) * 100 : 0
  return (
    <section ref={box} className="card flex flex-col gap-4" aria-label={counterText} data-testid="test-screen">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col items-start gap-1">
          <p className="text-sm font-semibold text-ink-muted" data-testid="question-counter">
            {counterText}
          </p>
          <span
            className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-strong"
            data-testid="section-badge"
          >
            {badge}
          </span>
        </div>
        <TimerBadge seconds={remaining} warnAt={warnAt} label={labels.timer} />
      </div>
      <div className="flex flex-col gap-1">
        <ProgressBar value={progress} label={labels.progress} />
        {percentText ? (
          <p className="text-right text-sm text-ink-muted" data-testid="percent-complete">
            {percentText}
          </p>
        ) : null}
      </div>
      <QuestionView
        key={`${index}-${question.id}`}
        question={question}
        value={answer}
        onChange={onChoose}
        onSubmit={onNext}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-secondary"
            onClick={onPrevious}
            disabled={index === 0}
            data-testid="previous-button"
          >
            {labels.previous}
          </button>
          {tools}
        </div>
        <button type="button" className="btn-primary" onClick={onNext} disabled={!answer} data-testid="next-button">
          {last ? labels.finish : labels.next}
        </button>
      </div>
    </section>
  )
}
