import { Link } from '@remix-run/react'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { formatClock } from '~/utils/countdown.ts'
import { AnswerReview, TopicLists } from '../results/result-lists.tsx'
import { Panel, PercentBar, ScoreBadge, subjectLabel } from '../results/result-parts.tsx'
import { nmtScoreColour } from '#api/domain/exam/scoring.ts'
import type { Answer, PracticeQuestion, PracticeSummary } from '#api/domain/exam/tally.ts'

export type SavedWhere = 'server' | 'local' | 'none'

/** The NMT mock's own results screen, right after finishing. */
export function NmtResultScreen(props: {
  questions: PracticeQuestion[]
  answers: Answer[]
  summary: PracticeSummary
  totalTime: number
  saved: SavedWhere
}) {
  const { t } = useTranslation(['practice', 'results', 'common'])
  const { summary, saved } = props
  return (
    <div className="flex flex-col gap-5" data-testid="nmt-result">
      <Card as="section" className="flex flex-col items-center gap-3 text-center">
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
        <p className="text-sm text-ink-muted">{t('nmt.timeTaken', { time: formatClock(props.totalTime) })}</p>
        <p className="text-sm text-ink-muted" data-testid="nmt-saved" data-saved={saved}>
          {t(`nmt.saved.${saved}`)}
        </p>
      </Card>
      <Panel title={t('results:shared.subjects')}>
        {Object.entries(summary.subjectScores).map(([subject, pct]) => (
          <PercentBar
            key={subject}
            label={subjectLabel(t, subject)}
            value={pct}
            colour={nmtScoreColour(pct)}
            testId="nmt-subject"
          />
        ))}
      </Panel>
      <TopicLists t={t} topics={summary.topicBreakdown} testId="nmt" className="grid gap-4 md:grid-cols-2" />
      <AnswerReview t={t} questions={props.questions} answers={props.answers} prefix="nmt" />
      <div className="flex flex-wrap gap-2">
        <Link to="/nmt-results" className={buttonVariants()} data-testid="to-nmt-results">
          {t('nmt.allResults')}
        </Link>
        <Button variant="secondary" onClick={() => window.location.reload()} data-testid="nmt-retake">
          {t('nmt.retake')}
        </Button>
      </div>
    </div>
  )
}
