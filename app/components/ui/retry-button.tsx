import { useRevalidator } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { Notice } from '~/components/ui/notice.tsx'
import { useTranslation } from '~/i18n/react.tsx'

/** "Try again" for a page whose data could not load: runs the page's loaders again. */
export function RetryButton({ testId }: { testId?: string }) {
  const { t } = useTranslation('common')
  const revalidator = useRevalidator()
  const busy = revalidator.state !== 'idle'
  return (
    <Button variant="secondary" size="sm" onClick={() => revalidator.revalidate()} pending={busy} data-testid={testId}>
      {busy ? t('states.loading') : t('states.retry')}
    </Button>
  )
}

/** A page's data that could not load: what failed, with "Try again" (test ids `<testId>-error`, `<testId>-retry`). */
export function LoadFailedNotice({ message, testId }: { message: ReactNode; testId: string }) {
  return (
    <Notice tone="danger" as="div" className="flex flex-wrap items-center gap-3" data-testid={`${testId}-error`}>
      <span>{message}</span>
      <RetryButton testId={`${testId}-retry`} />
    </Notice>
  )
}
