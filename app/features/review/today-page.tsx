import { Link, useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { examName, subjectName } from '~/components/progress/format.ts'
import { Badge } from '~/components/ui/badge.tsx'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { ProgressBar, QuestionView } from '~/features/practice/question-view.tsx'
import type { GradeReply } from '~/features/review/grade.ts'
import { topicName } from '~/features/review/names.ts'
import type { DueItem } from '~/features/review/types.ts'
import { useReviewSummary } from '~/features/review/use-review-due.ts'
import { isLanguage } from '~/i18n/config.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { checkAnswer } from '#api/domain/answers.ts'

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }
/** A due time in the UI language and the browser's time zone (this page renders in the browser only). */
const formatWhen = (iso: string, lng: string) => new Intl.DateTimeFormat(lng, DATE_OPTIONS).format(new Date(iso))

/**
 * /review/today: the due cards as questions to answer again, one at a time. Each answer is graded at once
 * (the route's action: the API when signed in, this browser's cards for visitors) and the card's next review is
 * shown with the feedback and the explanation. Then a finished state with the next due time.
 */
export function TodayPage({ signedIn, items, loadError }: { signedIn: boolean; items: DueItem[]; loadError: boolean }) {
  const { t } = useTranslation(['review', 'common'])
  // The list is fixed when the page opens: grading revalidates the loaders, but the round goes on as it began.
  const [round] = useState(items)
  const [index, setIndex] = useState(0)
  const [finished, setFinished] = useState(false)
  const done = finished || round.length === 0

  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 md:py-10" data-testid="review-today">
      <div className="flex flex-col gap-2 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">{t('today.title')}</h1>
          <p className="mt-1 text-ink-muted">{t('today.subtitle')}</p>
        </div>
        <Link to="/review" className={buttonVariants({ variant: 'ghost' })}>
          {t('actions.back')}
        </Link>
      </div>
      {loadError ? (
        <p
          role="alert"
          className="rounded-lg border border-danger bg-danger-soft p-3 text-danger"
          data-testid="today-error"
        >
          {t('error')}
        </p>
      ) : round.length === 0 ? (
        <Card as="section" className="flex flex-col items-start gap-3" data-testid="today-empty">
          <h2 className="text-lg font-semibold">{t('today.empty.title')}</h2>
          <p className="text-ink-muted">{t('today.empty.text')}</p>
          <NextDue />
        </Card>
      ) : done ? (
        <Finished count={round.length} />
      ) : (
        <Card as="section" aria-labelledby="today-question" className="flex flex-col gap-4">
          <DueQuestion
            key={round[index].card.questionId}
            item={round[index]}
            position={{ current: index + 1, total: round.length }}
            signedIn={signedIn}
            last={index === round.length - 1}
            onNext={() => (index === round.length - 1 ? setFinished(true) : setIndex(index + 1))}
          />
        </Card>
      )}
    </main>
  )
}

function NextDue() {
  const { t, i18n } = useTranslation('review')
  const next = useReviewSummary()?.nextDue ?? null
  return (
    <p data-testid="today-next-due" data-due={next ?? undefined}>
      {next ? t('today.done.next', { when: formatWhen(next, i18n.language) }) : t('today.done.none')}
    </p>
  )
}

function Finished({ count }: { count: number }) {
  const { t } = useTranslation('review')
  return (
    <Card as="section" className="flex flex-col items-start gap-3" data-testid="today-finished" role="status">
      <h2 className="text-lg font-semibold">{t('today.done.title')}</h2>
      <p>{t('today.done.text', { count })}</p>
      <NextDue />
      <Link to="/review" className={buttonVariants({ variant: 'secondary' })}>
        {t('actions.back')}
      </Link>
    </Card>
  )
}

function DueQuestion({
  item,
  position,
  signedIn,
  last,
  onNext,
}: {
  item: DueItem
  position: { current: number; total: number }
  signedIn: boolean
  last: boolean
  onNext: () => void
}) {
  const { t, i18n } = useTranslation(['review', 'common', 'practice'])
  const { question, card } = item
  const fetcher = useFetcher<GradeReply>()
  const [chosen, setChosen] = useState<string | null>(null)
  const [typed, setTyped] = useState('')
  const [given, setGiven] = useState<{ chosen: string | null; correct: boolean } | null>(null)
  const shownAt = useRef(Date.now())
  const nextButton = useRef<HTMLButtonElement>(null)
  const choice = question.options.length > 0
  const reply = fetcher.data
  const saving = fetcher.state !== 'idle'

  useEffect(() => {
    if (reply?.ok) nextButton.current?.focus()
  }, [reply])

  function grade(answer: string | null) {
    const lng = isLanguage(i18n.language) ? i18n.language : 'en'
    const correct =
      answer !== null &&
      answer !== '' &&
      checkAnswer(question as Parameters<typeof checkAnswer>[0], answer, lng).correct
    const seconds = Math.min(Math.round((Date.now() - shownAt.current) / 1000), 86400)
    const value = answer === '' ? null : answer
    setGiven({ chosen: value, correct })
    const form: Record<string, string> = {
      questionId: question.id,
      correct: String(correct),
      seconds: String(seconds),
      timeLimit: String(question.timeLimit),
      mode: signedIn ? 'account' : 'browser',
    }
    if (value !== null) form.chosen = value.slice(0, 2000)
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
      {choice ? (
        <QuestionView
          question={question}
          value={answered ? given.chosen : chosen}
          onChange={setChosen}
          onSubmit={() => grade(chosen)}
          disabled={answered}
          feedback={answered ? { correctAnswer: question.correctAnswer } : null}
          labelledBy="today-question"
        />
      ) : (
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            grade(typed.trim())
          }}
        >
          <h2 id="today-question" className="text-lg font-semibold leading-snug" data-testid="question-text">
            {question.questionText}
          </h2>
          <label htmlFor="today-typed" className="text-sm font-medium">
            {t('today.numericLabel')}
          </label>
          <input
            id="today-typed"
            className="field-input"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            disabled={answered}
            autoComplete="off"
            data-testid="today-typed"
          />
        </form>
      )}

      {!answered ? (
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => grade(choice ? chosen : typed.trim())}
            disabled={choice ? chosen === null : typed.trim() === ''}
            data-testid="today-check"
          >
            {t('today.check')}
          </Button>
          <Button variant="ghost" onClick={() => grade(null)} data-testid="today-skip">
            {t('today.skip')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3" aria-live="polite">
          <p
            className={given.correct ? 'font-semibold text-success' : 'font-semibold text-danger'}
            data-testid="today-feedback"
            data-correct={given.correct}
          >
            {given.correct ? t('today.correct') : t('today.wrong', { answer: question.correctAnswer })}
          </p>
          <div className="rounded-lg bg-canvas p-3 text-sm">
            <p className="font-medium">{t('today.explanation')}</p>
            <p className="mt-1 whitespace-pre-line" data-testid="today-explanation">
              {question.explanation}
            </p>
          </div>
          {saving ? (
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
          ) : reply ? (
            <div
              role="alert"
              className="flex flex-wrap items-center gap-2 text-sm text-danger"
              data-testid="today-grade-error"
            >
              {t('today.gradeError')}
              <Button variant="secondary" onClick={() => grade(given.chosen)}>
                {t('today.retry')}
              </Button>
            </div>
          ) : null}
          <Button
            ref={nextButton}
            className="self-start"
            onClick={onNext}
            disabled={saving || !reply?.ok}
            data-testid="today-next"
          >
            {last ? t('today.finish') : t('today.next')}
          </Button>
        </div>
      )}
    </div>
  )
}
