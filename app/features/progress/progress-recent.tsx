import { Badge } from '~/components/ui/badge.tsx'
import { EmptyNote, SectionCard } from '~/components/ui/card.tsx'
import { LocalDate } from '~/components/ui/local-date.tsx'
import { SESSION_DATE_OPTIONS, formatNumber } from '~/features/progress/format.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { examName, subjectName } from '~/utils/names.ts'
import type { RecentSession } from '#domain/exam/progress.ts'

/** Recent Practice Sessions: the 5 most recent, In Progress or Completed. */
export function RecentSessions({ sessions }: { sessions: RecentSession[] }) {
  const { t, i18n } = useTranslation(['progress', 'common', 'select'])
  const lng = i18n.language
  return (
    <SectionCard title={t('sessions.title')} data-testid="progress-recent">
      {sessions.length === 0 ? (
        <EmptyNote data-testid="recent-empty">{t('sessions.empty')}</EmptyNote>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {sessions.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0"
              data-testid="recent-session"
              data-status={s.completed ? 'completed' : 'in-progress'}
            >
              <div className="min-w-0">
                <p className="font-semibold" data-testid="recent-session-exam">
                  {examName(t, s.examType)}
                </p>
                {s.subjects.length > 0 ? (
                  <p className="text-sm text-ink-muted">{s.subjects.map((x) => subjectName(t, x)).join(', ')}</p>
                ) : null}
                <p className="text-sm text-ink-muted" data-testid="recent-session-date">
                  <LocalDate iso={s.date} options={SESSION_DATE_OPTIONS} />
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="text-sm font-medium tabular-nums" data-testid="recent-session-score">
                  {t('sessions.correct', {
                    correct: formatNumber(s.correct, lng),
                    attempted: formatNumber(s.attempted, lng),
                  })}
                </span>
                <Badge tone={s.completed ? 'success' : 'warning'} data-testid="recent-session-status">
                  {s.completed ? t('sessions.completed') : t('sessions.inProgress')}
                </Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  )
}
