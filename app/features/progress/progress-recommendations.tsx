import { Badge } from '~/components/ui/badge.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { EmptyNote, SectionCard } from '~/components/ui/card.tsx'
import { Link } from '~/components/ui/link.tsx'
import { formatPercent } from '~/features/progress/format.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { subjectName } from '~/utils/names.ts'
import type { SubjectProgress } from '#domain/exam/progress.ts'
import { FOCUS_THRESHOLD, focusAreas, weaknessBadge } from '#domain/exam/scoring.ts'

const BADGE_TONE = { error: 'danger', warning: 'warning', success: 'success' } as const

/** AI Recommendations: up to 3 subjects below 75%, weakest first. */
export function RecommendationsCard({ subjects }: { subjects: SubjectProgress[] }) {
  const { t, i18n } = useTranslation(['progress', 'common'])
  const lng = i18n.language
  const focus = focusAreas(subjects)
  return (
    <SectionCard
      title={t('recommendations.title')}
      subtitle={t('recommendations.subtitle', { threshold: FOCUS_THRESHOLD })}
      data-testid="progress-recommendations"
    >
      {subjects.length === 0 ? (
        <EmptyNote data-testid="recommendations-empty">{t('recommendations.empty')}</EmptyNote>
      ) : focus.length === 0 ? (
        <p className="text-success" data-testid="recommendations-none">
          {t('recommendations.none', { threshold: FOCUS_THRESHOLD })}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {focus.map((s) => {
            const name = subjectName(t, s.subject)
            const level = weaknessBadge(s.accuracy)
            return (
              <li
                key={s.subject}
                className="flex flex-col gap-2 rounded-lg border border-line p-4"
                data-testid="recommendation"
                data-subject={s.subject}
                data-level={level}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold">{name}</h3>
                  <Badge
                    tone={BADGE_TONE[level]}
                    className="text-sm tabular-nums"
                    data-testid="recommendation-accuracy"
                  >
                    {formatPercent(s.accuracy, lng)}
                  </Badge>
                </div>
                <p className="text-sm font-medium">{t('recommendations.timeline')}</p>
                <p className="text-sm text-ink-muted">{t('recommendations.description', { subject: name })}</p>
                <p className="text-sm text-ink-muted">{t('recommendations.target', { threshold: FOCUS_THRESHOLD })}</p>
                <Link
                  to="/select-country"
                  className={buttonVariants({ variant: 'secondary', className: 'self-start' })}
                  aria-label={t('recommendations.practiceLabel', { subject: name })}
                >
                  {t('recommendations.practice')}
                </Link>
              </li>
            )
          })}
        </ul>
      )}
      <Link to="/ai-tutor" className={buttonVariants({ className: 'self-start' })} data-testid="recommendations-tutor">
        {t('actions.askTutor')}
      </Link>
    </SectionCard>
  )
}
