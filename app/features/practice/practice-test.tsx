import { lazy, Suspense, useEffect, useReducer, useRef } from 'react'
import { ProgressBar, QuestionView, TimerBadge } from '~/components/questions/question-view.tsx'
import { Badge } from '~/components/ui/badge.tsx'
import { Button } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { Notice } from '~/components/ui/notice.tsx'
import { FlagButton, ReviewList } from '~/features/practice/review-tools.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { useCountdown } from '~/utils/countdown.ts'
import { cn } from '~/utils/misc.ts'
import { subjectName } from '~/utils/names.ts'
import type { PracticeAsk } from './ask-ai-dialog.tsx'
import { FLOW_TEXTS } from './texts.ts'
import type { PracticeFlow } from './use-practice-flow.ts'
import { clockRunning, engineOf, initialState, reduce, screenOf } from '#api/domain/exam/engine.ts'
import type { FinishedTest } from '#api/domain/exam/tally.ts'

// The chat dialog (Radix) is fetched after the question screen, not with the route (decision 024).
const AskAiDialog = lazy(() =>
  import('~/features/practice/ask-ai-dialog.tsx').then((m) => ({ default: m.AskAiDialog })),
)

/**
 * One runner for the five flows: the engine's state on the shared question screen (counter, section badge,
 * countdown, progress, the question, feedback where the flow checks answers, Previous / flag / chat where the
 * flow has them) and the review list. Finishes the flow once, with the answers, and hands `onFinished` the result.
 */
export function PracticeTest({
  flow,
  ask,
  onFinished,
}: {
  flow: PracticeFlow
  /** The flow's chat (its page context and failure texts). Without it there is no chat button. */
  ask?: PracticeAsk
  onFinished: (finished: FinishedTest) => void
}) {
  const { rules } = flow
  // The run's questions (and its engine) are fixed when it starts.
  const questions = useRef(flow.loaded?.questions ?? []).current
  const texts = FLOW_TEXTS[rules.flow]
  const { t } = useTranslation([texts.ns, 'practice', 'common'])
  const engine = useRef(engineOf(rules, questions, flow.extraTime)).current
  const [state, dispatch] = useReducer(
    (s: ReturnType<typeof initialState>, a: Parameters<typeof reduce>[2]) => reduce(engine, s, a),
    engine,
    initialState,
  )
  const remaining = useCountdown({
    seconds: state.clock.seconds,
    running: clockRunning(state, rules),
    resetKey: state.clock.key,
    onExpire: () => dispatch({ type: 'expire' }),
  })
  // The time spent on each question, about every second while one is shown (the engine adds it up).
  const onQuestion = state.stage === 'question'
  useEffect(() => {
    if (!onQuestion) return
    let last = Date.now()
    const timer = setInterval(() => {
      const now = Date.now()
      dispatch({ type: 'tick', seconds: (now - last) / 1000 })
      last = now
    }, 1000)
    return () => clearInterval(timer)
  }, [onQuestion])
  const finished = useRef(false)
  useEffect(() => {
    if (state.stage !== 'finished' || finished.current) return
    finished.current = true
    void flow.finish(questions, state).then(onFinished)
  }, [state, flow, questions, onFinished])

  const box = useRef<HTMLDivElement>(null)
  // A new question: keyboard users land on its options (the chosen one, or the first) and can answer at once.
  useEffect(() => {
    const root = box.current
    const active = document.activeElement
    if (!root || (active && active !== document.body && !root.contains(active))) return
    const options = '[data-testid="options"]'
    const target =
      root.querySelector<HTMLButtonElement>(`${options} [data-state="checked"]`) ??
      root.querySelector<HTMLButtonElement>(`${options} button:not([disabled])`)
    target?.focus({ preventScroll: true })
  }, [state.index, state.stage])

  if (state.stage === 'review') {
    return <ReviewList state={state} dispatch={dispatch} />
  }
  if (state.stage === 'finished') return null

  const question = questions[state.index]
  const answer = state.answers[state.index]
  const screen = screenOf(engine, state)
  const counter = t(texts.counter, { current: state.index + 1, total: questions.length })
  const primary = {
    backToReview: { label: t(texts.backToReview), id: 'back-to-review' },
    submit: { label: t(texts.submit ?? texts.next), id: 'submit-answer' },
    finish: { label: t(texts.finish), id: texts.ids.finish },
    next: { label: t(texts.next), id: texts.ids.next },
  }[screen.primary]
  const onPrimary = () => dispatch(screen.checking ? { type: 'submit' } : { type: 'next', secondsLeft: remaining })
  const right = answer === question.correctAnswer

  return (
    <Card as="section" className="flex flex-col gap-4" aria-label={counter} data-testid="test-screen">
      <div ref={box} className="contents">
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col items-start gap-1">
            <p className="text-sm font-semibold text-ink-muted" data-testid="question-counter">
              {counter}
            </p>
            <Badge tone="brand" data-testid="section-badge">
              {subjectName(t, question.section)}
            </Badge>
          </div>
          {screen.checked && state.fromReview ? null : (
            <TimerBadge seconds={remaining} warnAt={rules.timer.warnAt ?? undefined} label={t(texts.timer)} />
          )}
        </div>
        <ProgressBar value={screen.progress} label={t(texts.progress)} />
        {texts.percent ? (
          <p className="-mt-3 text-right text-sm text-ink-muted" data-testid={texts.ids.percent}>
            {t(texts.percent, { percent: Math.round(screen.progress) })}
          </p>
        ) : null}
        <QuestionView
          key={`${state.index}-${question.id}`}
          question={question}
          value={answer}
          onChange={(option) => dispatch({ type: 'choose', option })}
          onSubmit={screen.canPrimary ? onPrimary : undefined}
          disabled={screen.locked}
          feedback={screen.checked ? { correctAnswer: question.correctAnswer } : null}
        />
        {screen.checked ? (
          <Notice
            as="div"
            tone={right ? 'success' : 'danger'}
            className="p-4 text-ink"
            role="status"
            data-testid="feedback"
            data-correct={String(right)}
          >
            <p className={cn('text-base font-semibold', right ? 'text-success' : 'text-danger')}>
              {t(right ? 'practice:generic.correct' : 'practice:generic.incorrect')}
            </p>
            <p className="mt-1">
              <span className="font-semibold">{t('practice:generic.explanation')}: </span>
              {question.explanation}
            </p>
          </Notice>
        ) : null}
        {screen.locked && !rules.feedback ? (
          <Notice tone="neutral" data-testid="nmt-locked">
            {t('practice:nmt.timeUp')}
          </Notice>
        ) : null}
        <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-wrap gap-2">
            {rules.previous ? (
              <Button
                variant="secondary"
                onClick={() => dispatch({ type: 'previous', secondsLeft: remaining })}
                disabled={state.index === 0}
                data-testid="previous-button"
              >
                {t('test.previous')}
              </Button>
            ) : null}
            {rules.review ? (
              <FlagButton
                flagged={state.flagged.includes(state.index)}
                onToggle={() => dispatch({ type: 'toggleFlag' })}
              />
            ) : null}
            {ask && texts.askAi ? (
              <Suspense fallback={null}>
                <AskAiDialog
                  triggerLabel={t(texts.askAi)}
                  title={t(texts.chatTitle ?? texts.askAi)}
                  plan={ask(question)}
                  question={question}
                  studentAnswer={answer}
                  answered={screen.checked}
                />
              </Suspense>
            ) : null}
          </div>
          <Button onClick={onPrimary} disabled={!screen.canPrimary} data-testid={primary.id}>
            {primary.label}
          </Button>
        </div>
      </div>
    </Card>
  )
}
