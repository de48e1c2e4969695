import { useNavigate } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { practiceStorage } from '~/utils/practice-storage.ts'
import { LocalDate, PercentBar, ScoreBadge, subjectLabel, TopicList, topicLabel } from '../results/result-parts.tsx'
import type { ResultCard } from '#api/domain/exam/results.ts'
import { nmtScoreColour, percent, topicStrengths } from '#api/domain/exam/scoring.ts'

/** NMT dates are always shown in Ukrainian (spec). */
const NMT_DATE_LOCALE = 'uk-UA'
const NMT_DATE_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'long' }

/** One finished NMT test on /nmt-results (or an example): figures, subjects, topics, details and the tutor. */
export function SessionCard({
  card,
  example,
  open,
  onToggle,
}: {
  card: ResultCard
  example: boolean
  open: boolean
  onToggle: () => void
}) {
  const { t } = useTranslation(['results', 'common'])
  const navigate = useNavigate()
  const { strengths, weaknesses } = topicStrengths(card.topicBreakdown)
  const topics = Object.entries(card.topicBreakdown).filter(([, tally]) => tally.total > 0)
  const detailsId = `details-${card.id}`
  const headingId = `session-${card.id}`

  function learn() {
    practiceStorage.writeSelectedSession({
      id: card.id,
      scorePercentage: card.scorePercentage,
      subjectScores: card.subjectScores,
      topicBreakdown: card.topicBreakdown,
    })
    navigate(`/ai-tutor?session=${encodeURIComponent(card.id)}`)
  }

  return (
    <article
      className="card flex flex-col gap-4"
      aria-labelledby={headingId}
      data-testid="nmt-session"
      data-session-id={card.id}
      data-example={example ? 'true' : undefined}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            {t('nmt.sessionTitle', { number: card.number })}
            {example ? (
              <span className="rounded-full bg-warning-soft px-2 py-0.5 text-xs font-semibold text-warning">
                {t('nmt.exampleBadge')}
              </span>
            ) : null}
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

      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <Stat
          label={t('nmt.duration')}
          value={card.minutes === null ? '—' : t('nmt.minutes', { count: card.minutes })}
          testId="nmt-session-minutes"
        />
        <Stat label={t('nmt.correct')} value={`${card.correct}/${card.attempted}`} testId="nmt-session-correct" />
        <Stat label={t('nmt.accuracy')} value={`${percent(card.correct, card.attempted)}%`} />
      </dl>

      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">{t('shared.subjects')}</h3>
        {Object.entries(card.subjectScores).map(([subject, pct]) => (
          <PercentBar
            key={subject}
            label={subjectLabel(t, subject)}
            value={pct}
            colour={nmtScoreColour(pct)}
            testId="nmt-session-subject"
          />
        ))}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TopicList
          plain
          level={3}
          title={t('shared.strongAreas')}
          empty={t('shared.noStrong')}
          items={strengths.map((s) => ({ label: topicLabel(t, s.topic), pct: s.pct }))}
          tone="success"
          testId="nmt-session-strong"
        />
        <TopicList
          plain
          level={3}
          title={t('shared.needsImprovement')}
          empty={t('shared.noWeak')}
          items={weaknesses.map((s) => ({ label: topicLabel(t, s.topic), pct: s.pct }))}
          tone="danger"
          testId="nmt-session-weak"
        />
      </div>

      {topics.length > 0 ? (
        <div>
          <button
            type="button"
            className="btn-secondary"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={onToggle}
            data-testid="nmt-session-toggle"
          >
            {open ? t('nmt.hideDetails') : t('nmt.showDetails')}
          </button>
          {open ? (
            <div id={detailsId} className="mt-3 overflow-x-auto" data-testid="nmt-session-details">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t('nmt.topicBreakdown')}</caption>
                <thead>
                  <tr className="border-b border-line">
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {t('nmt.topic')}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {t('nmt.correct')}
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      {t('nmt.accuracy')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {topics.map(([topic, tally]) => (
                    <tr key={topic} className="border-b border-line last:border-0">
                      <td className="py-2 pr-3">{topicLabel(t, topic)}</td>
                      <td className="py-2 pr-3 tabular-nums">
                        {tally.correct}/{tally.total}
                      </td>
                      <td className="py-2 tabular-nums">{percent(tally.correct, tally.total)}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
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
          <button type="button" className="btn-primary" onClick={learn} data-testid="nmt-session-tutor">
            {t('shared.learnWithTutor')}
          </button>
        )}
      </footer>
    </article>
  )
}

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-lg bg-canvas p-2 sm:p-3">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-base font-semibold tabular-nums sm:text-lg" data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}
