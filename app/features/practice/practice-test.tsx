import { lazy, Suspense, useEffect, useReducer, useRef } from 'react'
import { Badge } from '~/components/ui/badge.tsx'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { Link } from '~/components/ui/link.tsx'
import { Notice } from '~/components/ui/notice.tsx'
import { FlagButton, ReviewList } from '~/features/practice/review-tools.tsx'
import { AnswerFeedback, ProgressBar, QuestionView, TimerBadge } from '~/features/questions/question-view.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { useCountdown } from '~/utils/countdown.ts'
import { subjectName } from '~/utils/names.ts'
import type { PracticeAsk } from './ask-ai-dialog.tsx'
import { itemLanguage, SetAnswerLines, SetQuestion } from './set-question.tsx'
import { flowTexts } from './texts.ts'
import type { PracticeFlow } from './use-practice-flow.ts'
import { clockRunning, engineOf, initialState, reduce, screenOf } from '#domain/exam/engine.ts'
import { isCorrect } from '#domain/exam/tally.ts'
import { questionType } from '#domain/questions.ts'

// The chat dialog (Radix) is fetched after the question screen, not with the route (decision 024).
const AskAiDialog = lazy(() =>
  import('~/features/practice/ask-ai-dialog.tsx').then((m) => ({ default: m.AskAiDialog })),
)

/**
 * One runner for the five flows: the engine's state on the shared question screen (counter, section badge,
 * countdown, progress, the question, feedback where the flow checks answers, Previous / flag / chat where the
 * flow has them) and the review list. Finishes the flow once, with the answers.
 */
export function PracticeTest({
  flow,
  ask,
}: {
  flow: PracticeFlow
  /** The flow's chat (its page context and failure texts). Without it there is no chat button. */
  ask?: PracticeAsk
}) {
  const { rules } = flow
  // The run's questions (and its engine) are fixed when it starts.
  const questions = useRef(flow.loaded?.questions ?? []).current
  const { key, has } = flowTexts(rules.flow)
  const { t } = useTranslation(['practice', 'common'])
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
    void flow.finish(questions, state)
  }, [state, flow, questions])

  if (state.stage === 'review') {
    return <ReviewList state={state} dispatch={dispatch} />
  }
  if (state.stage === 'finished') return null

  const question = questions[state.index]
  const answer = state.answers[state.index]
  const screen = screenOf(engine, state)
  const counter = t(key('counter'), { current: state.index + 1, total: questions.length })
  const primary = {
    backToReview: 'back-to-review',
    submit: 'submit-answer',
    finish: 'finish-button',
    next: 'next-button',
  }[screen.primary]
  const onPrimary = () => dispatch(screen.checking ? { type: 'submit' } : { type: 'next', secondsLeft: remaining })
  const right = isCorrect(question, answer)
  const isSet = questionType(question) !== 'choice'

  return (
    <Card
      as="section"
      className="flex flex-col gap-4"
      aria-label={counter}
      data-testid="test-screen"
      data-id={question.id}
      data-question-screen
    >
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
          <TimerBadge seconds={remaining} warnAt={rules.timer.warnAt ?? undefined} label={t(key('timeRemaining'))} />
        )}
      </div>
      <ProgressBar value={screen.progress} label={t(key('progress'))} />
      {has('percent') ? (
        <p className="-mt-3 text-right text-sm text-ink-muted" data-testid="progress-label">
          {t(key('percent'), { percent: Math.round(screen.progress) })}
        </p>
      ) : null}
      {isSet ? (
        <SetQuestion
          key={`${state.index}-${question.id}`}
          question={question}
          language={itemLanguage(question.examType, rules.language)}
          seed={flow.shuffleSeed}
          value={answer}
          onChange={(option) => dispatch({ type: 'choose', option })}
          disabled={screen.locked}
        />
      ) : (
        <QuestionView
          key={`${state.index}-${question.id}`}
          question={question}
          value={answer}
          onChange={(option) => dispatch({ type: 'choose', option })}
          onSubmit={screen.canPrimary ? onPrimary : undefined}
          disabled={screen.locked}
          feedback={screen.checked ? { correctAnswer: question.correctAnswer } : null}
          focusOnShow
        />
      )}
      {screen.checked && isSet ? <SetAnswerLines question={question} answer={answer} testPrefix="feedback" /> : null}
      {screen.checked ? (
        <AnswerFeedback
          correct={right}
          verdict={t(right ? 'generic.correct' : 'generic.incorrect')}
          label={t('generic.explanation')}
          explanation={question.explanation}
          testId="feedback"
        />
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
              {/* text-keys: Previous only where the flow goes back (texts.test.ts checks each flow's keys) */}
              {t(key('previous'))}
            </Button>
          ) : null}
          {rules.review ? (
            <FlagButton
              flagged={state.flagged.includes(state.index)}
              onToggle={() => dispatch({ type: 'toggleFlag' })}
            />
          ) : null}
          {ask && has('chat') ? (
            <Suspense fallback={null}>
              <AskAiDialog
                triggerLabel={t(key('askAi'))}
                title={t(key('chatTitle'))}
                plan={ask(question)}
                question={question}
                studentAnswer={answer}
                answered={screen.checked}
              />
            </Suspense>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {has('exit') ? (
            <Link to="/select-country" className={buttonVariants({ variant: 'ghost' })} data-testid="exit-test">
              {t(key('exit'))}
            </Link>
          ) : null}
          <Button onClick={onPrimary} disabled={!screen.canPrimary} data-testid={primary}>
            {/* text-keys: Submit only where the flow checks answers (texts.test.ts checks each flow's keys) */}
            {t(key(screen.primary))}
          </Button>
        </div>
      </div>
    </Card>
  )
}
