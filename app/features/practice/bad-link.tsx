import type { ReactNode } from 'react'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import type { SectionLink } from '#domain/exam/links.ts'

/**
 * /practice cannot run: the questions (or the exam types) could not be read, the bank has none for the test, or
 * a link (?exam=..&section=..) names an exam or section that does not exist. What is wrong and the ways on.
 */
export function PracticeProblem(props: {
  problem: Extract<SectionLink, { ok: false }> | 'loadError' | 'empty'
  onRetry?: () => void
}) {
  const { problem } = props
  const { t } = useTranslation(['practice', 'common'])
  const toSelect = (
    <Link
      to="/select-country"
      className={buttonVariants({ variant: problem === 'empty' ? 'primary' : 'secondary' })}
      data-testid="back-to-select"
    >
      {t('generic.backToSelect')}
    </Link>
  )
  const [title, text, testId, actions]: [string, string, string, ReactNode] =
    problem === 'loadError'
      ? [
          t('common:states.error'),
          t('generic.loadError'),
          'practice-load-error',
          <Button key="retry" onClick={props.onRetry ?? (() => window.location.reload())} data-testid="practice-retry">
            {t('common:states.retry')}
          </Button>,
        ]
      : problem === 'empty'
        ? [t('generic.noQuestions'), t('generic.noQuestionsText'), 'practice-empty', toSelect]
        : [
            t('generic.badLink.title'),
            t(`generic.badLink.${problem.problem}`, { exam: problem.exam, section: problem.section }),
            'practice-bad-link',
            <>
              <Link to="/questions" className={buttonVariants()}>
                {t('generic.badLink.toBank')}
              </Link>
              {toSelect}
            </>,
          ]
  return (
    <Card
      as="section"
      className="flex flex-col items-start gap-3"
      role={problem === 'empty' ? undefined : 'alert'}
      data-testid={testId}
    >
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className={problem === 'empty' ? 'text-ink-muted' : undefined}>{text}</p>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </Card>
  )
}
