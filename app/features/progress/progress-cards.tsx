import { buttonVariants } from '~/components/ui/button.tsx'
import { Card, EmptyNote, SectionCard } from '~/components/ui/card.tsx'
import { Link } from '~/components/ui/link.tsx'
import { formatNumber, formatPercent } from '~/features/progress/format.ts'
import { ProgressRing } from '~/features/progress/progress-ring.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { subjectName } from '~/utils/names.ts'
import type { ProgressSummary, SubjectProgress } from '#domain/exam/progress.ts'

/** The four stat cards: Total Sessions, Questions Answered, Overall Accuracy, Current Streak. */
export function StatCards({ summary }: { summary: ProgressSummary }) {
  const { t, i18n } = useTranslation('progress')
  const lng = i18n.language
  const stats = [
    { id: 'total-sessions', label: t('stats.totalSessions'), value: formatNumber(summary.totalSessions, lng) },
    {
      id: 'questions-answered',
      label: t('stats.questionsAnswered'),
      value: formatNumber(summary.questionsAnswered, lng),
    },
    { id: 'overall-accuracy', label: t('stats.overallAccuracy'), value: formatPercent(summary.overallAccuracy, lng) },
    { id: 'streak', label: t('stats.streak'), value: t('stats.streakDays', { count: summary.streak }) },
  ]
  return (
    <section aria-labelledby="progress-stats-title">
      <h2 id="progress-stats-title" className="sr-only">
        {t('stats.label')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
        {stats.map((s) => (
          <Card key={s.id} className="flex flex-col gap-1 p-4 md:p-5">
            <dt className="text-sm text-ink-muted">{s.label}</dt>
            <dd className="text-2xl font-bold tabular-nums md:text-3xl" data-testid={`stat-${s.id}`}>
              {s.value}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  )
}

/** No progress yet: Start Your Journey. */
export function JourneyCard() {
  const { t } = useTranslation('progress')
  return (
    <SectionCard
      title={t('journey.title')}
      className="items-start gap-3 border-2 border-dashed border-brand text-left md:items-center md:text-center"
      data-testid="progress-journey"
    >
      <p className="max-w-prose text-ink-muted">{t('journey.text')}</p>
      <Link to="/select-country" className={buttonVariants()} data-testid="progress-journey-start">
        {t('journey.button')}
      </Link>
    </SectionCard>
  )
}

/** Your Progress: a ring per subject. */
export function SubjectsCard({ subjects }: { subjects: SubjectProgress[] }) {
  const { t, i18n } = useTranslation(['progress', 'common'])
  const lng = i18n.language
  return (
    <SectionCard title={t('subjects.title')} subtitle={t('subjects.subtitle')} data-testid="progress-subjects">
      {subjects.length === 0 ? (
        <EmptyNote data-testid="progress-subjects-empty">{t('subjects.empty')}</EmptyNote>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {subjects.map((s) => {
            const name = subjectName(t, s.subject)
            const value = formatPercent(s.accuracy, lng)
            return (
              <li
                key={s.subject}
                className="flex flex-col items-center gap-2 text-center"
                data-testid="subject-progress"
                data-subject={s.subject}
              >
                <ProgressRing
                  value={s.accuracy}
                  text={value}
                  label={t('subjects.ringLabel', { subject: name, value })}
                  testId="subject-ring"
                />
                <span className="font-semibold leading-tight">{name}</span>
                <span className="text-sm text-ink-muted">
                  {t('subjects.correct', { correct: formatNumber(s.correct, lng), total: formatNumber(s.total, lng) })}
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </SectionCard>
  )
}
