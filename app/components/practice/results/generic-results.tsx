import { Link, useNavigate } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { formatClock } from '~/utils/countdown.ts'
import { practiceStorage, type PracticeResults } from '~/utils/practice-storage.ts'
import { useRootData } from '~/utils/root-data.ts'
import { AnswerReview, Stat } from './result-lists.tsx'
import { Notice, Panel, PercentBar, ScoreBadge, subjectLabel } from './result-parts.tsx'
import { query, tutorQuery } from '#api/domain/exam/links.ts'
import { genericScoreColour, percent, weakSubjects } from '#api/domain/exam/scoring.ts'
import { percentages, tallyBy } from '#api/domain/exam/tally.ts'

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

  const { questions, answers, correctAnswers, totalQuestions, scorePercentage: score, examType } = results
  const answered = answers.filter((a) => a !== null).length
  const tallies = tallyBy(questions, answers, 'section')
  const subjectScores = percentages(tallies)
  const weak = weakSubjects(subjectScores)
  const sections = [...new Set(questions.map((q) => q.section))]
  function learn() {
    practiceStorage.writeTutorContext({
      examType,
      countryCode: results!.countryCode,
      scorePercentage: score,
      weakAreas: weak.map((w) => ({ topic: w.subject, accuracy: w.pct })),
    })
    navigate(`/ai-tutor?${tutorQuery(examType, score, tallies)}`)
  }

  return (
    <main id="main" className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 md:py-10" data-testid="results">
      <Card as="section" className="flex flex-col items-center gap-3 text-center">
        <h1 className="text-2xl font-bold md:text-3xl">{t('generic.title')}</h1>
        <ScoreBadge value={score} colour={genericScoreColour(score)} size="lg" testId="results-score" />
        <p className="text-lg" data-testid="results-completion">
          {t('shared.completion', { correct: correctAnswers, total: totalQuestions })}
        </p>
        {genericScoreColour(score) === 'green' ? (
          <p className="font-semibold text-success">{t('generic.greatJob')}</p>
        ) : null}
      </Card>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat card label={t('generic.overallScore')} value={`${score}%`} testId="results-overall" />
        <Stat
          card
          label={t('generic.questionsAnswered')}
          value={`${answered}/${totalQuestions}`}
          testId="results-answered"
        />
        <Stat
          card
          label={t('generic.accuracy')}
          value={`${percent(correctAnswers, answered)}%`}
          testId="results-accuracy"
        />
        <Stat
          card
          label={t('generic.time')}
          value={results.totalTime === undefined ? '—' : formatClock(results.totalTime)}
          testId="results-time"
        />
      </dl>
      <Panel title={t('generic.subjectPerformance')}>
        {Object.entries(tallies).map(([subject, tally]) => (
          <PercentBar
            key={subject}
            label={`${subjectLabel(t, subject)} (${tally.correct}/${tally.total})`}
            value={subjectScores[subject]}
            colour={genericScoreColour(subjectScores[subject])}
            testId="results-subject"
          />
        ))}
      </Panel>
      <Panel title={t('generic.areasForImprovement')} data-testid="results-improve">
        {weak.length === 0 ? <p className="text-ink-muted">{t('generic.noWeakAreas')}</p> : null}
        <ul className="flex flex-col gap-2">
          {weak.map((w) => (
            <Notice
              as="li"
              key={w.subject}
              tone="danger"
              className="flex justify-between gap-3 text-base"
              data-testid="results-weak"
            >
              <span className="font-medium text-ink">{subjectLabel(t, w.subject)}</span>
              <span className="font-semibold tabular-nums">{w.pct}%</span>
            </Notice>
          ))}
        </ul>
      </Panel>
      <AnswerReview
        t={t}
        questions={questions}
        answers={answers}
        prefix="results"
        badges={{ correct: t('generic.correctBadge'), incorrect: t('generic.incorrectBadge') }}
      />
      <Panel title={t('generic.nextTitle')} className="border-brand bg-brand-soft">
        <p className="text-ink-muted">{t('generic.nextText')}</p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={learn} data-testid="results-tutor">
            {t('shared.learnWithTutor')}
          </Button>
          {signedIn ? (
            <Link
              to={sections.length === 1 ? query('/practice', { exam: examType, section: sections[0] }) : '/practice'}
              className={buttonVariants({ variant: 'secondary' })}
              data-testid="results-retake"
            >
              {t('generic.retake')}
            </Link>
          ) : null}
          <Link to="/select-country" className={buttonVariants({ variant: 'secondary' })} data-testid="results-another">
            {t('generic.takeAnother')}
          </Link>
        </div>
      </Panel>
    </main>
  )
}
