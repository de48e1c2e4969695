import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatClock } from '~/utils/countdown.ts'
import { PercentBar, ScoreBadge, subjectLabel, TopicList, topicLabel } from '../results/result-parts.tsx'
import { nmtScoreColour, topicStrengths } from '#api/domain/exam/scoring.ts'
import { isCorrect, type Answer, type PracticeQuestion, type PracticeSummary } from '#api/domain/exam/tally.ts'

export type SavedWhere = 'server' | 'local' | 'none'

/** The NMT mock's own results screen, right after finishing. */
export function NmtResultScreen({
  questions,
  answers,
  summary,
  totalTime,
  saved,
}: {
  questions: PracticeQuestion[]
  answers: Answer[]
  summary: PracticeSummary
  totalTime: number
  saved: SavedWhere
}) {
  const { t } = useTranslation(['practice', 'results', 'common'])
  const { strengths, weaknesses } = topicStrengths(summary.topicBreakdown)
  return (
    <div className="flex flex-col gap-5" data-testid="nmt-result">
      <section className="card flex flex-col items-center gap-3 text-center">
        <h1 className="text-2xl font-bold md:text-3xl">{t('nmt.resultTitle')}</h1>
        <ScoreBadge
          value={summary.scorePercentage}
          colour={nmtScoreColour(summary.scorePercentage)}
          size="lg"
          testId="nmt-score"
        />
        <p className="text-lg" data-testid="nmt-completion">
          {t('results:shared.completion', { correct: summary.questionsCorrect, total: summary.questionsAttempted })}
        </p>
        <p className="text-sm text-ink-muted">{t('nmt.timeTaken', { time: formatClock(totalTime) })}</p>
        <p className="text-sm text-ink-muted" data-testid="nmt-saved" data-saved={saved}>
          {t(`nmt.saved.${saved}`)}
        </p>
      </section>

      <section className="card flex flex-col gap-3" aria-labelledby="nmt-subjects">
        <h2 id="nmt-subjects" className="text-lg font-semibold">
          {t('results:shared.subjects')}
        </h2>
        {Object.entries(summary.subjectScores).map(([subject, pct]) => (
          <PercentBar
            key={subject}
            label={subjectLabel(t, subject)}
            value={pct}
            colour={nmtScoreColour(pct)}
            testId="nmt-subject"
          />
        ))}
      </section>

      <section className="grid gap-4 md:grid-cols-2">
        <TopicList
          title={t('results:shared.strongAreas')}
          empty={t('results:shared.noStrong')}
          items={strengths.map((s) => ({ label: topicLabel(t, s.topic), pct: s.pct }))}
          tone="success"
          testId="nmt-strong"
        />
        <TopicList
          title={t('results:shared.needsImprovement')}
          empty={t('results:shared.noWeak')}
          items={weaknesses.map((s) => ({ label: topicLabel(t, s.topic), pct: s.pct }))}
          tone="danger"
          testId="nmt-weak"
        />
      </section>

      <section className="card flex flex-col gap-3" aria-labelledby="nmt-review">
        <h2 id="nmt-review" className="text-lg font-semibold">
          {t('results:shared.questionReview')}
        </h2>
        <ol className="flex flex-col gap-3">
          {questions.map((q, i) => {
            const right = isCorrect(q, answers[i])
            return (
              <li
                key={q.id}
                className={`rounded-lg border p-3 ${right ? 'border-success' : 'border-danger'}`}
                data-testid="nmt-review-item"
                data-correct={right ? 'true' : 'false'}
              >
                <p className="font-medium">
                  {i + 1}. {q.questionText}
                </p>
                <p className="mt-1 text-sm">
                  <span className="font-semibold">{t('results:shared.yourAnswer')}: </span>
                  {answers[i] ?? t('results:shared.notAnswered')}
                </p>
                {!right ? (
                  <p className="text-sm">
                    <span className="font-semibold">{t('results:shared.correctAnswer')}: </span>
                    {q.correctAnswer}
                  </p>
                ) : null}
                <p className="mt-1 text-sm text-ink-muted">{q.explanation}</p>
              </li>
            )
          })}
        </ol>
      </section>

      <div className="flex flex-wrap gap-2">
        <Link to="/nmt-results" className="btn-primary" data-testid="to-nmt-results">
          {t('nmt.allResults')}
        </Link>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => window.location.reload()}
          data-testid="nmt-retake"
        >
          {t('nmt.retake')}
        </button>
      </div>
    </div>
  )
}
