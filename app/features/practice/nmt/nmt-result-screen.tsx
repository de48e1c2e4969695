import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { formatClock } from '~/utils/countdown.ts'
import { AnswerReview } from '../results/answer-review.tsx'
import { ScoreHeadline } from '../results/result-blocks.tsx'
import { NmtBreakdown } from '../results/result-lists.tsx'
import { nmtScoreColour } from '#domain/exam/scoring.ts'
import type { FinishedTest } from '#domain/exam/tally.ts'

/** The NMT mock's own results screen, right after finishing. */
export function NmtResultScreen(props: FinishedTest) {
  const { t } = useTranslation(['practice', 'results', 'common'])
  const { summary, saved } = props
  return (
    <div className="flex flex-col gap-5" data-testid="nmt-result">
      <ScoreHeadline
        title={t('nmt.resultTitle')}
        score={summary.scorePercentage}
        colour={nmtScoreColour(summary.scorePercentage)}
        correct={summary.questionsCorrect}
        total={summary.questionsAttempted}
        prefix="nmt"
      >
        <p className="text-sm text-ink-muted">{t('nmt.timeTaken', { time: formatClock(props.totalTime) })}</p>
        {/* A result still waiting to be saved is shown by the one save notice (the root's), as in every flow. */}
        {saved === 'queued' ? null : (
          <p className="text-sm text-ink-muted" data-testid="nmt-saved" data-saved={saved}>
            {t(`common:resultSaved.${saved}`)}
          </p>
        )}
      </ScoreHeadline>
      <NmtBreakdown subjectScores={summary.subjectScores} topics={summary.topicBreakdown} testId="nmt" />
      <AnswerReview questions={props.questions} answers={props.answers} prefix="nmt" />
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
