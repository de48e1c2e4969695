import { useEffect, useState } from 'react'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { SectionCard } from '~/components/ui/card.tsx'
import { Link, useNavigate } from '~/components/ui/link.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { formatClock } from '~/utils/countdown.ts'
import { practiceStorage, type PracticeResults } from '~/utils/practice-storage.ts'
import { useRootData } from '~/utils/root-data.ts'
import { AnswerReview } from './answer-review.tsx'
import { Figures, ResultsState, ScoreHeadline } from './result-blocks.tsx'
import { SubjectBars, tallyRows } from './result-lists.tsx'

import { query, tutorQuery } from '#domain/exam/links.ts'
import { genericScoreColour, percent, weakSubjects } from '#domain/exam/scoring.ts'
import { summarize } from '#domain/exam/tally.ts'

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

  if (!results)
    return <ResultsState title={t('generic.title')} text={t('common:states.loading')} testId="results-loading" />

  const { questions, answers, correctAnswers, totalQuestions, scorePercentage: score, examType } = results
  const { questionsAnswered: answered, subjectTallies: tallies, subjectScores } = summarize(questions, answers)
  const weak = weakSubjects(subjectScores)
  const sections = Object.keys(tallies)
  function learn() {
    practiceStorage.writeTutorContext({
      examType,
      countryCode: results!.countryCode,
      scorePercentage: score,
      weakAreas: weak.map((w) => ({ topic: w.subject, accuracy: w.pct })),
    })
    navigate(`/ai-tutor?${tutorQuery(examType, score, tallies)}`)
  }
  const figure = (label: string, value: string, testId: string) => ({
    label: t(`generic.${label}`),
    value,
    valueAttrs: { 'data-testid': `results-${testId}` },
  })

  return (
    <main id="main" className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 md:py-10" data-testid="results">
      <ScoreHeadline
        title={t('generic.title')}
        score={score}
        colour={genericScoreColour(score)}
        correct={correctAnswers}
        total={totalQuestions}
        prefix="results"
      >
        {genericScoreColour(score) === 'green' ? (
          <p className="font-semibold text-success">{t('generic.greatJob')}</p>
        ) : null}
      </ScoreHeadline>
      <Figures
        className="grid-cols-2 gap-3 md:grid-cols-4"
        figures={[
          figure('overallScore', `${score}%`, 'overall'),
          figure('questionsAnswered', `${answered}/${totalQuestions}`, 'answered'),
          figure('accuracy', `${percent(correctAnswers, answered)}%`, 'accuracy'),
          figure('time', results.totalTime === undefined ? '—' : formatClock(results.totalTime), 'time'),
        ]}
      />
      <SubjectBars
        title={t('generic.subjectPerformance')}
        rows={tallyRows(tallies, (pct, tally) => ({
          note: ` (${tally.correct}/${tally.total})`,
          colour: genericScoreColour(pct),
        }))}
        testId="results-subject"
      />
      <SubjectBars
        title={t('generic.areasForImprovement')}
        rows={weak.map((w) => ({ subject: w.subject, pct: w.pct, colour: 'red' as const }))}
        testId="results-weak"
        empty={t('generic.noWeakAreas')}
      />
      <AnswerReview questions={questions} answers={answers} prefix="results" />
      <SectionCard title={t('generic.nextTitle')} className="border-brand bg-brand-soft">
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
      </SectionCard>
    </main>
  )
}
