import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import type { SectionLink } from '#api/domain/exam/links.ts'

/** A practice page that cannot run: what is wrong (a heading and a line) and the ways on. */
export function ProblemCard(props: {
  title: string
  text: string
  alert?: boolean
  testId?: string
  children: ReactNode
}) {
  return (
    <Card
      as="section"
      className="flex flex-col items-start gap-3"
      role={props.alert ? 'alert' : undefined}
      data-testid={props.testId}
    >
      <h1 className="text-2xl font-bold">{props.title}</h1>
      <p className={props.alert ? undefined : 'text-ink-muted'}>{props.text}</p>
      <div className="flex flex-wrap gap-2">{props.children}</div>
    </Card>
  )
}

export const PracticeMain = ({ children }: { children: ReactNode }) => (
  <main id="main" className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 md:py-10" data-testid="practice">
    {children}
  </main>
)

/** /practice?exam=..&section=.. with a bad exam or section (or the exam types could not be read). */
export function BadPracticeLink({ link }: { link: Extract<SectionLink, { ok: false }> | 'loadError' }) {
  const { t } = useTranslation(['practice', 'common'])
  return (
    <PracticeMain>
      {link === 'loadError' ? (
        <ProblemCard title={t('common:states.error')} text={t('generic.loadError')} alert>
          <Button onClick={() => window.location.reload()}>{t('common:states.retry')}</Button>
        </ProblemCard>
      ) : (
        <ProblemCard
          title={t('generic.badLink.title')}
          text={t(`generic.badLink.${link.problem}`, { exam: link.exam, section: link.section })}
          alert
          testId="practice-bad-link"
        >
          <Link to="/questions" className={buttonVariants()}>
            {t('generic.badLink.toBank')}
          </Link>
          <Link to="/select-country" className={buttonVariants({ variant: 'secondary' })}>
            {t('generic.backToSelect')}
          </Link>
        </ProblemCard>
      )}
    </PracticeMain>
  )
}
