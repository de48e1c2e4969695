import { useFetcher } from '@remix-run/react'
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { Badge } from '~/components/ui/badge.tsx'
import { Button } from '~/components/ui/button.tsx'
import { FigureView } from '~/components/ui/figure.tsx'
import { useProgressStore } from '~/features/progress/store/index.ts'
import { AnswerFeedback, ProgressBar, QuestionView } from '~/features/questions/question-view.tsx'
import type { GradeReply } from '~/features/review/grade.ts'
import type { DueItem } from '~/features/review/types.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { formatDate } from '~/utils/date-format.ts'
import { examName, subjectName, topicName } from '~/utils/names.ts'
import { answerText } from '#domain/answer-text.ts'
import { examLanguage } from '#domain/exam/exams.ts'
import { questionType } from '#domain/questions.ts'
import { AnswerRecord as RECORD } from '#openapi/limits.ts'

// Most cards are multiple choice: the typed inputs and the answer checker load when first needed (JS budget).
const NumericEntry = lazy(() =>
  import('~/features/full-exam/question-input.tsx').then((m) => ({ default: m.NumericEntry })),
)
const SetEntry = lazy(() => import('~/features/full-exam/set-entries.tsx').then((m) => ({ default: m.SetEntry })))

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }
/** A due time in the UI language and the browser's time zone (the daily review renders in the browser only). */
export const formatWhen = (iso: string, lng: string) => formatDate(iso, lng, DATE_OPTIONS)

type Given = { chosen: string | null; correct: boolean; seconds: number }

/**
 * One due card of /review/today as a question to answer again, with the same inputs as the exams (options,
 * a number, a set item's entry). The answer is graded at once through the route's action (in the page's progress
 * store: the account's or this browser's cards), which also adds it to the answer history; then the feedback, the
 * explanation and the card's next review.
 */
export function DueQuestion({
  item,
  position,
  last,
  onNext,
}: {
  item: DueItem
  position: { current: number; total: number }
  last: boolean
  onNext: () => void
}) {
  const { t } = useTranslation(['review', 'common'])
  const { question, card } = item
  const fetcher = useFetcher<GradeReply>()
  const { kind } = useProgressStore()
  const [answer, setAnswer] = useState<string | null>(null)
  const [given, setGiven] = useState<Given | null>(null)
  const checking = useRef(false)
  const shownAt = useRef(Date.now())
  const nextButton = useRef<HTMLButtonElement>(null)
  const type = questionType(question)
  const language = examLanguage(card.examType)
  // What Check sends: the option, or the typed number or pairs without spaces around (null: nothing yet).
  const response = type === 'choice' ? answer : answer?.trim() || null
  const reply = fetcher.data

  useEffect(() => {
    if (reply?.ok) nextButton.current?.focus()
  }, [reply])

  /** Checks the answer, once (the checker loads on first use), and saves it. */
  async function check(chosen: string | null) {
    if (checking.current) return
    checking.current = true
    const seconds = Math.min(Math.round((Date.now() - shownAt.current) / 1000), RECORD.seconds.maximum)
    const { checkAnswer } = await import('#domain/answers.ts')
    const correct =
      chosen !== null && checkAnswer(question as Parameters<typeof checkAnswer>[0], chosen, language).correct
    setGiven({ chosen, correct, seconds })
    save({ chosen, correct, seconds })
  }

  function save({ chosen, correct, seconds }: Given) {
    const form: Record<string, string> = {
      questionId: question.id,
      examType: card.examType,
      section: card.section,
      topic: card.topic,
      difficulty: question.difficulty,
      correct: String(correct),
      seconds: String(seconds),
      timeLimit: String(question.timeLimit),
      reps: String(card.reps),
      // The route's action grades it in the same store.
      mode: kind,
    }
    if (chosen !== null) form.chosen = chosen.slice(0, RECORD.chosen.maxLength)
    fetcher.submit(form, { method: 'post' })
  }

  const answered = given !== null
  return (
    <div className="flex flex-col gap-4" data-testid="today-card" data-question-id={question.id}>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-ink-muted">
          <span data-testid="today-position">{t('today.position', position)}</span>
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone="brand">{examName(t, card.examType)}</Badge>
            {subjectName(t, card.section)} · {topicName(t, card.topic)}
          </span>
        </div>
        <ProgressBar
          value={((position.current - (answered ? 0 : 1)) / position.total) * 100}
          label={t('today.position', position)}
        />
      </div>
      {type === 'choice' ? (
        <QuestionView
          question={question}
          value={answered ? given.chosen : answer}
          onChange={setAnswer}
          onSubmit={() => void check(response)}
          disabled={answered}
          feedback={answered ? { correctAnswer: question.correctAnswer } : null}
          labelledBy="today-question"
        />
      ) : (
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault()
            if (response !== null) void check(response)
          }}
        >
          {question.figure ? <FigureView figure={question.figure} /> : null}
          <h2 id="today-question" className="text-lg font-semibold leading-snug" data-testid="question-text">
            {question.questionText}
          </h2>
          <fieldset disabled={answered} className="contents">
            <Suspense fallback={<p className="text-ink-muted">{t('common:states.loading')}</p>}>
              {type === 'numeric' ? (
                <NumericEntry item={question} language={language} answer={answer ?? undefined} onAnswer={setAnswer} />
              ) : (
                <SetEntry item={question} language={language} answer={answer ?? undefined} onAnswer={setAnswer} />
              )}
            </Suspense>
          </fieldset>
        </form>
      )}
      {answered ? (
        <Feedback question={question} given={given} fetcher={fetcher} onRetry={() => save(given)}>
          <Button
            ref={nextButton}
            className="self-start"
            onClick={onNext}
            disabled={fetcher.state !== 'idle' || !(reply?.ok || reply?.kept)}
            data-testid="today-next"
          >
            {last ? t('today.finish') : t('today.next')}
          </Button>
        </Feedback>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void check(response)} disabled={response === null} data-testid="today-check">
            {t('today.check')}
          </Button>
          <Button variant="ghost" onClick={() => void check(null)} data-testid="today-skip">
            {t('today.skip')}
          </Button>
        </div>
      )}
    </div>
  )
}

/** The key as the student reads it: a choice as written, a set item's in words (its items, choices or marks). */
function useKeyText() {
  const { t } = useTranslation('review')
  const marks = { true: t('list.markTrue'), false: t('list.markFalse') }
  return (q: DueItem['question']) => (q.options.length ? q.correctAnswer : answerText(q, q.correctAnswer, marks))
}

/** Right or wrong, the explanation, and the card's next review once the answer is saved (or a retry). */
function Feedback({
  question,
  given,
  fetcher,
  onRetry,
  children,
}: {
  question: DueItem['question']
  given: { correct: boolean }
  fetcher: ReturnType<typeof useFetcher<GradeReply>>
  onRetry: () => void
  children: ReactNode
}) {
  const { t, i18n } = useTranslation(['review', 'common'])
  const keyText = useKeyText()
  const reply = fetcher.data
  return (
    <div className="flex flex-col gap-3" aria-live="polite">
      <AnswerFeedback
        correct={given.correct}
        verdict={given.correct ? t('today.correct') : t('today.wrong', { answer: keyText(question) })}
        label={t('today.explanation')}
        explanation={question.explanation}
        testId="today-feedback"
        explanationTestId="today-explanation"
      />
      {fetcher.state !== 'idle' ? (
        <p role="status" className="text-sm text-ink-muted">
          {t('common:states.loading')}
        </p>
      ) : reply?.ok ? (
        <p
          className="text-sm"
          data-testid="today-next-review"
          data-due={reply.result.card.due}
          data-rating={reply.result.rating}
        >
          <Badge tone={reply.result.rating === 'Again' ? 'warning' : 'success'} className="mr-2">
            {t(`today.rating.${reply.result.rating}`)}
          </Badge>
          {t('today.nextReview', { when: formatWhen(reply.result.card.due, i18n.language) })}
        </p>
      ) : reply?.kept ? (
        <p className="text-sm text-ink-muted" data-testid="today-grade-kept">
          {t('today.gradeKept')}
        </p>
      ) : reply ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-2 text-sm text-danger"
          data-testid="today-grade-error"
        >
          {t('today.gradeError')}
          <Button variant="secondary" onClick={onRetry}>
            {t('today.retry')}
          </Button>
        </div>
      ) : null}
      {children}
    </div>
  )
}
