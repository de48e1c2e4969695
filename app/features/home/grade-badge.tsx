import { Badge } from '~/components/ui/badge.tsx'
import { homeTier } from '~/features/home/weakness.ts'
import { useTranslation } from '~/i18n/react.tsx'

/** The home screen's grade tier for an accuracy: A+ … B, or "Needs improvement" below 70%. */
export function GradeBadge({ accuracy, className }: { accuracy: number; className?: string }) {
  const { t } = useTranslation('home')
  const { grade } = homeTier(accuracy)
  return (
    <Badge
      tone={grade ? 'brand' : 'neutral'}
      className={className}
      title={t('dashboard.gradeTitle')}
      data-testid="grade-tier"
    >
      {grade ? t('dashboard.grade', { grade }) : t('dashboard.needsImprovement')}
    </Badge>
  )
}
