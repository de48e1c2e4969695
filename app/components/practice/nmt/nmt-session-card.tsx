import { useNavigate } from '@remix-run/react'
import { Badge } from '~/components/ui/badge.tsx'
import { Button } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { LocalDate } from '~/components/ui/local-date.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { practiceStorage } from '~/utils/practice-storage.ts'
import { Figures, ScoreBadge } from '../results/result-blocks.tsx'
import { NmtBreakdown, TopicTable } from '../results/result-lists.tsx'
import type { ResultCard } from '#api/domain/exam/results.ts'
import { nmtScoreColour, percent } from '#api/domain/exam/scoring.ts'

/** NMT dates are always shown in Ukrainian (spec). */
const NMT_DATE_LOCALE = 'uk-UA'
const NMT_DATE_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'long' }

/** One finished NMT test on /nmt-results (or an example): figures, subjects, topics, details and the tutor. */
export function SessionCard(props: { card: ResultCard; example: boolean; open: boolean; onToggle: () => void }) {
  const { card, example, open } = props
  const { t } = useTranslation(['results', 'common'])
  const navigate = useNavigate()
  const topics = Object.entries(card.topicBreakdown).filter(([, tally]) => tally.total > 0)
  const detailsId = `details-${card.id}`
  const headingId = `session-${card.id}`

  function learn() {
    const { id, scorePercentage, subjectScores, topicBreakdown } = card
    practiceStorage.writeSelectedSession({ id, scorePercentage, subjectScores, topicBreakdown })
    navigate(`/ai-tutor?session=${encodeURIComponent(card.id)}`)
  }

  return (
    <Card
      as="article"
      className="flex flex-col gap-4"
      aria-labelledby={headingId}
      data-testid="nmt-session"
      data-session-id={card.id}
      data-example={example ? 'true' : undefined}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            {t('nmt.sessionTitle', { number: card.number })}
            {example ? <Badge tone="warning">{t('nmt.exampleBadge')}</Badge> : null}
          </h2>
          <p className="text-sm text-ink-muted" data-testid="nmt-session-date">
            <LocalDate iso={card.date} locale={NMT_DATE_LOCALE} options={NMT_DATE_OPTIONS} />
          </p>
        </div>
        <ScoreBadge
          value={card.scorePercentage}
          colour={nmtScoreColour(card.scorePercentage)}
          testId="nmt-session-score"
        />
      </header>
      <Figures
        compact
        className="grid-cols-3 gap-2 sm:gap-3"
        figures={[
          {
            label: t('nmt.duration'),
            value: card.minutes === null ? '—' : t('nmt.minutes', { count: card.minutes }),
            valueAttrs: { 'data-testid': 'nmt-session-minutes' },
          },
          {
            label: t('shared.table.correct'),
            value: `${card.correct}/${card.attempted}`,
            valueAttrs: { 'data-testid': 'nmt-session-correct' },
          },
          { label: t('shared.table.accuracy'), value: `${percent(card.correct, card.attempted)}%` },
        ]}
      />
      <NmtBreakdown subjectScores={card.subjectScores} topics={card.topicBreakdown} testId="nmt-session" plain />
      {topics.length > 0 ? (
        <div>
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={props.onToggle}
            data-testid="nmt-session-toggle"
          >
            {open ? t('nmt.hideDetails') : t('nmt.showDetails')}
          </Button>
          {open ? (
            <div id={detailsId} className="mt-3 overflow-x-auto" data-testid="nmt-session-details">
              <TopicTable breakdown={card.topicBreakdown} caption={t('nmt.topicBreakdown')} />
            </div>
          ) : null}
        </div>
      ) : null}
      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        <p className="break-all text-xs text-ink-muted" data-testid="nmt-session-id">
          {t('nmt.sessionId', { id: card.id })}
        </p>
        {/* An example is not the student's result: the tutor must not be sent it as one. */}
        {example ? null : (
          <Button onClick={learn} data-testid="nmt-session-tutor">
            {t('shared.learnWithTutor')}
          </Button>
        )}
      </footer>
    </Card>
  )
}
