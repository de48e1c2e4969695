import { useState } from 'react'
import { Badge } from '~/components/ui/badge.tsx'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { Card, SectionCard } from '~/components/ui/card.tsx'
import { Link } from '~/components/ui/link.tsx'
import { LocalDate } from '~/components/ui/local-date.tsx'
import { Notice } from '~/components/ui/notice.tsx'
import { PageHeader } from '~/components/ui/page-header.tsx'
import { useKept, useProgressStore } from '~/features/progress/store/index.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { practiceStorage } from '~/utils/practice-storage.ts'
import { Figures, ScoreBadge } from '../results/result-blocks.tsx'
import { NmtBreakdown, TopicTable } from '../results/result-lists.tsx'
import { NMT_SAMPLE_CARDS } from '#domain/exam/demo/nmt-samples.ts'
import { cardsFromLocal, cardsFromSessions, nmtLocalEntries, type ResultCard } from '#domain/exam/results.ts'
import { nmtScoreColour, percent } from '#domain/exam/scoring.ts'
import type { PracticeSession } from '#openapi/types.ts'

/**
 * `sessions`: the account's (the loader's), null when the progress store keeps them in this browser; `keptHere`:
 * offline, the account's sessions kept on this device (decision 149).
 */
type NmtResultsProps = { sessions: PracticeSession[] | null; loadError: boolean; keptHere: boolean }

/**
 * /nmt-results: one card per completed NMT (Ukrainian) test, newest first. Signed in: the server's sessions;
 * visitors: userProgress in this browser. With none, the spec's sample sessions appear, labelled as an example.
 */
export function NmtResultsList({ sessions, loadError, keptHere }: NmtResultsProps) {
  const { t } = useTranslation(['results', 'common'])
  const [openId, setOpenId] = useState<string | null>(null)
  const { kind } = useProgressStore()
  const cards = useKept<ResultCard[]>(sessions && cardsFromSessions(sessions), async (store) => {
    const entries = await store.readResults()
    return entries && cardsFromLocal(nmtLocalEntries(entries))
  })
  const isExample = cards !== null && cards.length === 0

  return (
    <main id="main" className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 md:py-10" data-testid="nmt-results">
      <PageHeader
        title={t('nmt.title')}
        subtitle={kind === 'account' ? t('nmt.subtitleAccount') : t('nmt.subtitleBrowser')}
      />

      {keptHere ? (
        <Notice tone="neutral" data-testid="nmt-results-kept-here">
          {t('nmt.keptHere')}
        </Notice>
      ) : null}

      {loadError ? (
        <Notice tone="danger" className="text-base" data-testid="nmt-results-error">
          {t('nmt.loadError')}
        </Notice>
      ) : null}

      {cards === null ? (
        <p role="status" className="text-ink-muted">
          {t('common:states.loading')}
        </p>
      ) : (
        <>
          {isExample ? (
            <Notice as="div" tone="warning" className="border-2 border-dashed p-4" data-testid="nmt-example-notice">
              <h2 className="font-semibold">{t('nmt.exampleTitle')}</h2>
              <p>{t('nmt.exampleText')}</p>
            </Notice>
          ) : null}
          <ol className="flex flex-col gap-4">
            {(isExample ? NMT_SAMPLE_CARDS : cards).map((card) => (
              <li key={card.id}>
                <SessionCard
                  card={card}
                  example={isExample}
                  open={openId === card.id}
                  onToggle={() => setOpenId((id) => (id === card.id ? null : card.id))}
                />
              </li>
            ))}
          </ol>
        </>
      )}

      <SectionCard
        title={t('nmt.anotherTitle')}
        className="items-start border-brand bg-brand-soft"
        data-testid="nmt-take-another"
      >
        <p className="text-ink-muted">{t('nmt.anotherText')}</p>
        <Link to="/nmt-practice" className={buttonVariants()}>
          {t('nmt.anotherButton')}
        </Link>
      </SectionCard>
    </main>
  )
}

const NMT_DATE_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'long' }

/** One finished NMT test on /nmt-results (or an example): figures, subjects, topics, details and the tutor. */
function SessionCard(props: { card: ResultCard; example: boolean; open: boolean; onToggle: () => void }) {
  const { card, example, open } = props
  const { t } = useTranslation(['results', 'common'])
  const topics = Object.entries(card.topicBreakdown).filter(([, tally]) => tally.total > 0)
  const detailsId = `details-${card.id}`
  const headingId = `session-${card.id}`

  const { id, scorePercentage, subjectScores, topicBreakdown } = card
  const keepTutorContext = () =>
    practiceStorage.writeSelectedSession({ id, scorePercentage, subjectScores, topicBreakdown })

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
            <LocalDate iso={card.date} options={NMT_DATE_OPTIONS} />
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
          <Link
            to={`/ai-tutor?session=${encodeURIComponent(id)}`}
            onClick={keepTutorContext}
            className={buttonVariants()}
            data-testid="nmt-session-tutor"
          >
            {t('shared.learnWithTutor')}
          </Link>
        )}
      </footer>
    </Card>
  )
}
