import { Spinner } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'

/** A waiting state (loading, generating, saving) announced to screen readers. */
export function WaitingCard({ text, testId }: { text: string; testId?: string }) {
  return (
    <Card className="flex items-center gap-3" role="status" aria-live="polite" data-testid={testId}>
      <Spinner className="size-5 text-brand" />
      <span>{text}</span>
    </Card>
  )
}
