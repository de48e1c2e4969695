import * as Progress from '@radix-ui/react-progress'
import * as RadioGroup from '@radix-ui/react-radio-group'
import { useEffect, useRef, useState } from 'react'
import { FigureView } from '~/components/ui/figure.tsx'
import { Notice } from '~/components/ui/notice.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { formatClock } from '~/utils/countdown.ts'
import { cn } from '~/utils/misc.ts'
import { displayOption } from '#domain/option-order.ts'
import type { Figure } from '#openapi/types.ts'

export interface ViewQuestion {
  id: string
  questionText: string
  passage?: string
  options: string[]
  section?: string
  figure?: Figure
}

/**
 * One question with its options as a Radix radio group: arrow keys move and choose, Enter submits (when an
 * option is chosen). `feedback` shows correct/incorrect marks after submission. `focusOnShow`: once shown, keyboard
 * users land on its options (the chosen one, or the first) and can answer at once — unless focus is elsewhere on
 * the page than the question's screen (the element marked `data-question-screen`).
 */
export function QuestionView({
  question,
  value,
  onChange,
  onSubmit,
  disabled,
  feedback,
  labelledBy,
  focusOnShow,
}: {
  question: ViewQuestion
  value: string | null
  onChange: (option: string) => void
  onSubmit?: () => void
  disabled?: boolean
  feedback?: { correctAnswer: string } | null
  labelledBy?: string
  focusOnShow?: boolean
}) {
  const { t } = useTranslation('practice')
  const [passageOpen, setPassageOpen] = useState(true)
  const headingId = labelledBy ?? `q-${question.id}`
  const optionsRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = optionsRef.current
    const active = document.activeElement
    const screen = root?.closest('[data-question-screen]')
    if (!focusOnShow || !root || (active && active !== document.body && !screen?.contains(active))) return
    const target =
      root.querySelector<HTMLButtonElement>('[data-state="checked"]') ??
      root.querySelector<HTMLButtonElement>('button:not([disabled])')
    target?.focus({ preventScroll: true })
    // Once, when the question is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div className="flex flex-col gap-4">
      {question.passage ? (
        <section className="rounded-lg border border-line bg-canvas p-4">
          <button
            type="button"
            className="text-sm font-semibold text-brand underline"
            aria-expanded={passageOpen}
            onClick={() => setPassageOpen((o) => !o)}
          >
            {t('kit.passage')}
          </button>
          {passageOpen ? <p className="mt-2 whitespace-pre-line text-ink">{question.passage}</p> : null}
        </section>
      ) : null}
      {question.figure ? <FigureView figure={question.figure} /> : null}
      <h2 id={headingId} className="text-lg font-semibold leading-snug" data-testid="question-text">
        {question.questionText}
      </h2>
      <RadioGroup.Root
        value={value ?? ''}
        onValueChange={onChange}
        disabled={disabled}
        aria-labelledby={headingId}
        // Enter on a chosen option submits it (the options are the radio group's own keyboard widget).
        onKeyDown={(e) => {
          if (e.key === 'Enter' && value && onSubmit && !disabled) {
            e.preventDefault()
            onSubmit()
          }
        }}
        className="flex flex-col gap-2"
        data-testid="options"
        ref={optionsRef}
      >
        {question.options.map((option, i) => {
          const isCorrect = feedback && option === feedback.correctAnswer
          const isWrongPick = feedback && option === value && option !== feedback.correctAnswer
          return (
            <RadioGroup.Item
              key={`${i}-${option}`}
              value={option}
              data-testid="option"
              // The option itself (what is recorded and graded); its letter on screen is its place in this attempt.
              data-option={option}
              // With feedback the marks decide the colours (a wrong pick is red, not the checked blue).
              className={cn(
                'flex min-h-touch w-full items-center gap-3 rounded-lg border px-4 py-2 text-left transition-colors',
                !feedback && 'data-[state=checked]:border-brand data-[state=checked]:bg-brand-soft',
                isCorrect
                  ? 'border-success bg-success-soft'
                  : isWrongPick
                    ? 'border-danger bg-danger-soft'
                    : 'border-line bg-surface hover:bg-canvas',
              )}
            >
              <span
                aria-hidden="true"
                className="flex size-5 shrink-0 items-center justify-center rounded-full border border-ink-muted"
              >
                <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand" />
              </span>
              <span className="flex-1">{displayOption(option, i)}</span>
              {isCorrect ? <span className="text-sm font-semibold text-success">{t('kit.correctMark')}</span> : null}
              {isWrongPick ? (
                <span className="text-sm font-semibold text-danger">{t('kit.yourAnswerMark')}</span>
              ) : null}
            </RadioGroup.Item>
          )
        })}
      </RadioGroup.Root>
    </div>
  )
}

export function TimerBadge({ seconds, warnAt, label }: { seconds: number; warnAt?: number; label: string }) {
  const warn = warnAt !== undefined && seconds <= warnAt
  return (
    <span
      role="timer"
      aria-label={label}
      data-testid="timer"
      data-warning={warn ? 'true' : undefined}
      className={cn(
        'inline-flex min-h-touch items-center rounded-lg px-3 font-mono text-lg font-semibold',
        warn ? 'bg-danger-soft text-danger' : 'bg-canvas text-ink',
      )}
    >
      {formatClock(seconds)}
    </span>
  )
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  const pct = Math.max(0, Math.min(100, Math.round(value)))
  return (
    <Progress.Root
      value={pct}
      max={100}
      aria-label={label}
      className="relative h-2 w-full overflow-hidden rounded-full bg-line"
      data-testid="progress-bar"
    >
      <Progress.Indicator
        className="h-full bg-brand transition-transform"
        style={{ transform: `translateX(-${100 - pct}%)` }}
      />
    </Progress.Root>
  )
}

/** Under an answered question (the generic test's check, the daily review): right or wrong, then the explanation. */
export function AnswerFeedback(props: {
  correct: boolean
  verdict: string
  label: string
  explanation: string
  testId: string
  explanationTestId?: string
}) {
  return (
    <Notice
      as="div"
      tone={props.correct ? 'success' : 'danger'}
      className="p-4 text-ink"
      role="status"
      data-testid={props.testId}
      data-correct={String(props.correct)}
    >
      <p className={cn('text-base font-semibold', props.correct ? 'text-success' : 'text-danger')}>{props.verdict}</p>
      <p className="mt-1 whitespace-pre-line">
        <span className="font-semibold">{props.label}: </span>
        <span data-testid={props.explanationTestId}>{props.explanation}</span>
      </p>
    </Notice>
  )
}
