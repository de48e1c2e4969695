import { Await } from '@remix-run/react'
import { Suspense } from 'react'
import { Badge } from '~/components/ui/badge.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { Link } from '~/components/ui/link.tsx'
import type { WeaknessResult } from '~/features/home/dashboard.server.ts'
import { GradeBadge } from '~/features/home/grade-badge.tsx'
import { weaknessAction } from '~/features/home/weakness.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { subjectName } from '~/utils/names.ts'
import { weaknessBadge } from '#domain/exam/scoring.ts'
import type { ExamType } from '#openapi/types.ts'

const BADGE_TONE = { error: 'danger', warning: 'warning', success: 'success' } as const

/** The weakness analysis card: a skeleton first, then the weakest subjects with a badge, the grade and a link. */
export function WeaknessCard({
  weakness,
  exam,
  hasProgress,
}: {
  weakness: Promise<WeaknessResult>
  /** The chosen exam: practice links go only to its own subjects. */
  exam: ExamType | undefined
  hasProgress: boolean
}) {
  const { t } = useTranslation(['home', 'common'])
  const failed = (
    <p role="alert" className="text-danger">
      {t('dashboard.weaknessError')}
    </p>
  )
  return (
    <Card as="section" aria-labelledby="weakness" className="flex flex-col gap-3">
      <h2 id="weakness" className="text-xl font-semibold">
        {t('dashboard.weaknessTitle')}
      </h2>
      <Suspense fallback={<WeaknessSkeleton />}>
        <Await resolve={weakness} errorElement={failed}>
          {(result) =>
            !result.ok ? (
              failed
            ) : result.recommendations.length === 0 ? (
              <p className="text-ink-muted" data-testid="weakness-empty">
                {hasProgress ? t('dashboard.weaknessNone') : t('dashboard.weaknessEmpty')}
              </p>
            ) : (
              <ul className="flex flex-col gap-3" data-testid="weakness-list">
                {result.recommendations.map((r) => {
                  const action = weaknessAction(exam, r.skill, r.accuracy)
                  return (
                    <li
                      key={r.skill}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3"
                      data-testid="weakness-item"
                    >
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold">{subjectName(t, r.skill)}</p>
                        <p className="text-sm text-ink-muted">{r.description}</p>
                      </div>
                      <div className="flex items-center gap-2">
                        <Badge tone={BADGE_TONE[weaknessBadge(r.accuracy)]} className="text-sm">
                          {t('dashboard.accuracy', { value: r.accuracy })}
                        </Badge>
                        <GradeBadge accuracy={r.accuracy} />
                      </div>
                      <Link
                        to={action.href}
                        className={buttonVariants({ variant: action.kind === 'choose' ? 'ghost' : 'secondary' })}
                        data-testid="weakness-action"
                        data-kind={action.kind}
                      >
                        {action.kind === 'advanced'
                          ? t('dashboard.advanced')
                          : action.kind === 'practice'
                            ? t('dashboard.practice')
                            : t('dashboard.chooseTest')}
                      </Link>
                    </li>
                  )
                })}
              </ul>
            )
          }
        </Await>
      </Suspense>
    </Card>
  )
}

function WeaknessSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true" data-testid="weakness-skeleton">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-14 animate-pulse rounded-lg bg-line" />
      ))}
    </div>
  )
}
