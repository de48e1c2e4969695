import { Link, useNavigate } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatClock } from '~/utils/countdown.ts'
import { practiceStorage, type PracticeResults } from '~/utils/practice-storage.ts'
import { useRootData } from '~/utils/root-data.ts'
import { PercentBar, ScoreBadge, subjectLabel } from './result-parts.tsx'
import { tutorQuery } from '#api/domain/exam/links.ts'
import { genericScoreColour, percent, weakSubjects } from '#api/domain/exam/scoring.ts'
import { isCorrect, percentages, tallyBy } from '#api/domain/exam/tally.ts'

/**
 * /results (generic): the last test's results from practiceResults in this browser. Missing or damaged → back to
 * /select-country.
 */
export function GenericResults() {
  const { t } = useTranslation(['results', 'common'])
  const navigate = useNavigate()
  const signedIn = Boolean(useRootData()?.user)
  const [results, setResults] = useState<PracticeResults | null>(null)

  useEffect(() => {
    const stored = practiceStorage.readPracticeResults()
    if (!stored) navigate('/select-country', { replace: true })
    else setResults(stored)
  }, [navigate])

  if (!results) {
    return (
      <main id="main" className="mx-auto max-w-4xl px-4 py-10" data-testid="results-loading">
        <p role="status" className="text-ink-muted">
          {t('common:states.loading')}
        </p>
      </main>
    )
  }

  const { questions, answers, correctAnswers, totalQuestions, scorePercentage } = results
  const answered = answers.filter((a) => a !== null).length
  const accuracy = percent(correctAnswers, answered)
  const tallies = tallyBy(questions, answers, 'section')
  const subjectScores = percentages(tallies)
  const weak = weakSubjects(subjectScores)
  const sections = [...new Set(questions.map((q) => q.section))]
  const retakeTo =
    sections.length === 1
      ? `/practice?exam=${encodeURIComponent(results.examType)}&section=${encodeURIComponent(sections[0])}`
      : '/practice'

  function learn() {
    if (!results) return
    practiceStorage.writeTutorContext({
      examType: results.examType,
      countryCode: results.countryCode,
      scorePercentage: results.scorePercentage,
      weakAreas: weak.map((w) => ({ topic: w.subject, accuracy: w.pct })),
    })
    navigate(`/ai-tutor?${tutorQuery(results.examType, results.scorePercentage, tallies)}`)
  }

  return (
    <main id="main" className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 md:py-10" data-testid="results">
      <section className="card flex flex-col items-center gap-3 text-center">
        <h1 className="text-2xl font-bold md:text-3xl">{t('generic.title')}</h1>
        <ScoreBadge
          value={scorePercentage}
          colour={genericScoreColour(scorePercentage)}
          size="lg"
          testId="results-score"
        />
        <p className="text-lg" data-testid="results-completion">
          {t('shared.completion', { correct: correctAnswers, total: totalQuestions })}
        </p>
        {genericScoreColour(scorePercentage) === 'green' ? (
          <p className="font-semibold text-success">{t('generic.greatJob')}</p>
        ) : null}
      </section>

      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label={t('generic.overallScore')} value={`${scorePercentage}%`} testId="results-overall" />
        <Stat
          label={t('generic.questionsAnswered')}
          value={`${answered}/${totalQuestions}`}
          testId="results-answered"
        />
        <Stat label={t('generic.accuracy')} value={`${accuracy}%`} testId="results-accuracy" />
        <Stat
          label={t('generic.time')}
          value={results.totalTime === undefined ? '—' : formatClock(results.totalTime)}
          testId="results-time"
        />
      </dl>

      <section className="card flex flex-col gap-3" aria-labelledby="subject-performance">
        <h2 id="subject-performance" className="text-lg font-semibold">
          {t('generic.subjectPerformance')}
        </h2>
        {Object.entries(tallies).map(([subject, tally]) => (
          <PercentBar
            key={subject}
            label={`${subjectLabel(t, subject)} (${tally.correct}/${tally.total})`}
            value={subjectScores[subject]}
            colour={genericScoreColour(subjectScores[subject])}
            testId="results-subject"
          />
        ))}
      </section>

      <section className="card flex flex-col gap-3" aria-labelledby="improve" data-testid="results-improve">
        <h2 id="improve" className="text-lg font-semibold">
          {t('generic.areasForImprovement')}
        </h2>
        {weak.length === 0 ? (
          <p className="text-ink-muted">{t('generic.noWeakAreas')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {weak.map((w) => (
              <li
                key={w.subject}
                className="flex items-center justify-between gap-3 rounded-lg border border-danger bg-danger-soft px-3 py-2"
                data-testid="results-weak"
              >
                <span className="font-medium">{subjectLabel(t, w.subject)}</span>
                <span className="font-semibold tabular-nums text-danger">{w.pct}%</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card flex flex-col gap-3" aria-labelledby="review">
        <h2 id="review" className="text-lg font-semibold">
          {t('shared.questionReview')}
        </h2>
        <ol className="flex flex-col gap-3">
          {questions.map((q, i) => {
            const right = isCorrect(q, answers[i])
            return (
              <li
                key={`${q.id}-${i}`}
                className={`rounded-lg border p-3 ${right ? 'border-success' : 'border-danger'}`}
                data-testid="results-review-item"
                data-correct={right ? 'true' : 'false'}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="font-medium">
                    {i + 1}. {q.questionText}
                  </p>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${right ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger'}`}
                  >
                    {right ? t('generic.correctBadge') : t('generic.incorrectBadge')}
                  </span>
                </div>
                <p className="mt-1 text-xs text-ink-muted">{subjectLabel(t, q.section)}</p>
                {right ? (
                  <p className="mt-1 text-sm">
                    <span className="font-semibold">{t('shared.yourAnswer')}: </span>
                    {answers[i]}
                  </p>
                ) : (
                  <>
                    <p className="mt-1 text-sm" data-testid="results-your-answer">
                      <span className="font-semibold">{t('shared.yourAnswer')}: </span>
                      {answers[i] ?? t('shared.notAnswered')}
                    </p>
                    <p className="text-sm" data-testid="results-correct-answer">
                      <span className="font-semibold">{t('shared.correctAnswer')}: </span>
                      {q.correctAnswer}
                    </p>
                  </>
                )}
                <p className="mt-1 text-sm text-ink-muted">{q.explanation}</p>
              </li>
            )
          })}
        </ol>
      </section>

      <section className="card flex flex-col gap-3 border-brand bg-brand-soft">
        <h2 className="text-lg font-semibold">{t('generic.nextTitle')}</h2>
        <p className="text-ink-muted">{t('generic.nextText')}</p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-primary" onClick={learn} data-testid="results-tutor">
            {t('shared.learnWithTutor')}
          </button>
          {signedIn ? (
            <Link to={retakeTo} className="btn-secondary" data-testid="results-retake">
              {t('generic.retake')}
            </Link>
          ) : null}
          <Link to="/select-country" className="btn-secondary" data-testid="results-another">
            {t('generic.takeAnother')}
          </Link>
        </div>
      </section>
    </main>
  )
}

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="card p-4">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}
