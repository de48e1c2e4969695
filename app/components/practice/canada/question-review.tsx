import { useTranslation } from 'react-i18next'
import { Badge } from '~/components/ui/badge.tsx'
import { Card } from '~/components/ui/card.tsx'
import { cn } from '~/utils/misc.ts'
import type { CanadaResults } from '~/utils/practice-storage.ts'
import { subjectLabel } from '../results/result-parts.tsx'

/** The Questions tab of /canada-results: each question with the options marked correct or as your answer. */
export function QuestionReview({ questions }: { questions: CanadaResults['questions'] }) {
  const { t } = useTranslation(['canada', 'common'])
  return (
    <>
      {questions.map((q, i) => (
        <Card
          as="article"
          key={`${i}-${q.id}`}
          className="flex flex-col gap-3"
          data-testid="review-question"
          data-correct={q.isCorrect}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">{t('results.questions.number', { n: i + 1 })}</h3>
            <span className="flex items-center gap-2">
              <Badge tone="brand">{subjectLabel(t, q.section)}</Badge>
              <Badge tone={q.isCorrect ? 'success' : 'danger'}>
                {q.isCorrect
                  ? t('results.questions.correct')
                  : q.userAnswer
                    ? t('results.questions.incorrect')
                    : t('results.questions.unanswered')}
              </Badge>
            </span>
          </div>
          {q.passage ? (
            <details className="rounded-lg border border-line bg-canvas p-3 text-sm">
              <summary className="cursor-pointer font-semibold text-brand">{t('results.questions.passage')}</summary>
              <p className="mt-2 whitespace-pre-line">{q.passage}</p>
            </details>
          ) : null}
          <p>{q.questionText}</p>
          <ul className="flex flex-col gap-1">
            {q.options.map((option) => {
              const correct = option === q.correctAnswer
              const mine = option === q.userAnswer
              return (
                <li
                  key={option}
                  className={cn(
                    'flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm',
                    correct ? 'border-success bg-success-soft' : mine ? 'border-danger bg-danger-soft' : 'border-line',
                  )}
                  data-testid="review-option"
                  data-correct={correct || undefined}
                  data-mine={mine || undefined}
                >
                  <span>{option}</span>
                  <span className="flex gap-2 text-xs font-semibold">
                    {correct ? <span className="text-success">{t('results.questions.correctMark')}</span> : null}
                    {mine ? (
                      <span className={correct ? 'text-success' : 'text-danger'}>
                        {t('results.questions.yourAnswer')}
                      </span>
                    ) : null}
                  </span>
                </li>
              )
            })}
          </ul>
          <p className="text-sm text-ink-muted">
            <span className="font-semibold text-ink">{t('results.questions.explanation')}</span> {q.explanation}
          </p>
        </Card>
      ))}
    </>
  )
}
