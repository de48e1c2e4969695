import { lazy, Suspense } from 'react'
import { useTranslation } from '~/i18n/react.tsx'
import { answerText } from '#domain/answer-text.ts'
import type { GradedItem } from '#domain/answers.ts'
import { examLanguage, isExamTypeName } from '#domain/exam/exams.ts'
import { answerScore } from '#domain/grading.ts'
import type { Language } from '#openapi/types.ts'

// The full-length forms' entries (matching, ordering, "3 of 7", true/false) load when a set item is first shown.
const SetEntry = lazy(() => import('~/features/full-exam/set-entries.tsx').then((m) => ({ default: m.SetEntry })))

/** The letters and number format of an item's exam (А Б В Г Д for the NMT); the flow's language otherwise. */
export const itemLanguage = (examType: string, fallback: Language): Language =>
  isExamTypeName(examType) ? examLanguage(examType) : fallback

/**
 * A set item in a short flow (decision 104): its passage and question, then the entry the full-length forms use,
 * with the attempt's seed (its list in the attempt's order). Locked (a native disabled fieldset) once checked or out
 * of time.
 */
export function SetQuestion(props: {
  question: GradedItem & { id: string; questionText: string; passage?: string }
  language: Language
  seed: number | undefined
  value: string | null
  onChange: (value: string | null) => void
  disabled: boolean
}) {
  const { question } = props
  return (
    <div className="flex flex-col gap-4" data-testid="set-question" data-id={question.id}>
      {question.passage ? (
        <p className="whitespace-pre-line rounded-lg border border-line bg-canvas p-4">{question.passage}</p>
      ) : null}
      <h2 className="text-lg font-semibold leading-snug" data-testid="question-text">
        {question.questionText}
      </h2>
      <fieldset disabled={props.disabled} className="contents">
        <Suspense fallback={<span className="spinner" aria-hidden="true" />}>
          <SetEntry
            item={question}
            language={props.language}
            answer={props.value ?? undefined}
            onAnswer={props.onChange}
            seed={props.seed}
          />
        </Suspense>
      </fieldset>
    </div>
  )
}

/**
 * A set item's answer and key in words, with the points where the item has more than one (NMT ordering and "3 of
 * 7", matching pairs, true/false statements marked one by one): under a checked item and in the results' review.
 */
export function SetAnswerLines(props: {
  question: GradedItem & { examType: string }
  answer: string | null
  testPrefix: string
}) {
  const { t } = useTranslation(['practice', 'fullExam'])
  const { question, answer, testPrefix } = props
  const marks = { true: t('fullExam:exam.markTrue'), false: t('fullExam:exam.markFalse') }
  const score = answerScore(question, answer, question.examType)
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
      <dt className="font-semibold">{t('practice:kit.yourAnswerMark')}</dt>
      <dd data-testid={`${testPrefix}-your-answer`}>{answer === null ? '—' : answerText(question, answer, marks)}</dd>
      <dt className="font-semibold">{t('practice:kit.correctMark')}</dt>
      <dd data-testid={`${testPrefix}-correct-answer`}>{answerText(question, question.correctAnswer, marks)}</dd>
      {score.maxPoints > 1 ? (
        <>
          <dt className="font-semibold">{t('practice:kit.pointsLabel')}</dt>
          <dd data-testid={`${testPrefix}-points`} data-points={score.points} data-max={score.maxPoints}>
            {t('practice:kit.points', { points: score.points, max: score.maxPoints })}
          </dd>
        </>
      ) : null}
    </dl>
  )
}
