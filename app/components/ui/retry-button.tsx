import { useRevalidator } from '@remix-run/react'
import { Button } from '~/components/ui/button.tsx'
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
