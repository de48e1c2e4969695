import { Badge } from '~/components/ui/badge.tsx'
import { SectionCard } from '~/components/ui/card.tsx'
import { FigureView } from '~/components/ui/figure.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'
import { subjectName } from '~/utils/names.ts'
import { SetAnswerLines } from '../set-question.tsx'
import type { GradedItem } from '#domain/answers.ts'
import { isCorrect, type Answer, type PracticeQuestion } from '#domain/exam/tally.ts'
import { displayOption } from '#domain/option-order.ts'
import { questionType } from '#domain/questions.ts'

/**
 * Every question of a finished test: its number, subject and verdict, the passage, the options with the correct
 * one and the student's marked (`${prefix}-your-answer` / `${prefix}-correct-answer` where it was wrong) and the
 * explanation. Items are `${prefix}-review-item` with `data-correct`. The options are in the order the student saw
 * them (the test keeps its questions with their options in that order), lettered by their place; a set item's
 * answer and key are written in words, with its points.
 */
export function AnswerReview(props: {
  questions: (Pick<
    PracticeQuestion,
    'id' | 'questionText' | 'passage' | 'options' | 'section' | 'explanation' | 'figure'
  > &
    GradedItem & { examType: string })[]
  answers: Answer[]
  prefix: string
}) {
  const { t } = useTranslation(['results', 'common'])
  const { prefix } = props
  return (
    <SectionCard title={t('results:shared.questionReview')}>
      <ol className="flex flex-col gap-3">
        {props.questions.map((q, i) => {
          const answer = props.answers[i] ?? null
          const right = isCorrect(q, answer)
          const verdict = right ? 'correct' : answer ? 'incorrect' : 'notAnswered'
          return (
            <li
              key={`${q.id}-${i}`}
              className={cn('flex flex-col gap-2 rounded-lg border p-3', right ? 'border-success' : 'border-danger')}
              data-testid={`${prefix}-review-item`}
              data-correct={String(right)}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="font-medium">
                  {i + 1}. {q.questionText}
                </p>
                <span className="flex items-center gap-2">
                  <Badge tone="brand">{subjectName(t, q.section)}</Badge>
                  <Badge tone={right ? 'success' : 'danger'}>{t(`results:shared.${verdict}`)}</Badge>
                </span>
              </div>
              {q.passage ? (
                <details className="rounded-lg border border-line bg-canvas p-3 text-sm">
                  <summary className="cursor-pointer font-semibold text-brand">{t('results:shared.passage')}</summary>
                  <p className="mt-2 whitespace-pre-line">{q.passage}</p>
                </details>
              ) : null}
              {q.figure ? <FigureView figure={q.figure} /> : null}
              {questionType(q) === 'choice' ? null : (
                <SetAnswerLines question={q} answer={answer} testPrefix={`${prefix}-set`} />
              )}
              <ul className="flex flex-col gap-1">
                {q.options.map((option, place) => {
                  const correct = option === q.correctAnswer
                  const mine = option === answer
                  const testId = right
                    ? undefined
                    : mine
                      ? `${prefix}-your-answer`
                      : correct && `${prefix}-correct-answer`
                  return (
                    <li
                      key={option}
                      className={cn(
                        'flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm',
                        correct
                          ? 'border-success bg-success-soft'
                          : mine
                            ? 'border-danger bg-danger-soft'
                            : 'border-line',
                      )}
                      data-testid={testId || undefined}
                      data-correct={correct || undefined}
                      data-mine={mine || undefined}
                      data-option={option}
                    >
                      <span>{displayOption(option, place)}</span>
                      <span className="flex gap-2 text-xs font-semibold">
                        {correct ? <span className="text-success">{t('results:shared.correctAnswer')}</span> : null}
                        {mine ? (
                          <span className={correct ? 'text-success' : 'text-danger'}>
                            {t('results:shared.yourAnswer')}
                          </span>
                        ) : null}
                      </span>
                    </li>
                  )
                })}
              </ul>
              <p className="text-sm text-ink-muted">{q.explanation}</p>
            </li>
          )
        })}
      </ol>
    </SectionCard>
  )
}
