import * as ToastPrimitive from '@radix-ui/react-toast'
import { buttonVariants } from '~/components/ui/button.tsx'
import { TOAST_DURATION_MS, type ToastMessage } from '~/components/ui/toast-message.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'

const tones = {
  default: 'border-line bg-surface',
  error: 'border-danger bg-danger-soft',
  success: 'border-success bg-success-soft',
} as const

/**
 * Radix Toast's region and the current toast. ToastProvider (toast.tsx) loads this module with React.lazy when the
 * first toast is shown, so Radix Toast is not part of any page's first load (decision 024); from then on it stays
 * mounted. Radix's defaults are the spec's: 5 s display, swipe right past 50 px, F8 to reach the region.
 */
export default function ToastView({
  toast,
  onClose,
}: {
  toast: (ToastMessage & { key: number }) | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label={t('states.notifications')}
    >
      {toast ? (
        <ToastPrimitive.Root
          key={toast.key}
          onOpenChange={(open) => !open && onClose()}
          className={cn('flex items-start gap-3 rounded-card border p-4 shadow-lg', tones[toast.variant ?? 'default'])}
          data-testid="toast"
        >
          <div className="flex-1">
            <ToastPrimitive.Title className="font-semibold">{toast.title}</ToastPrimitive.Title>
            {toast.description ? (
              <ToastPrimitive.Description className="text-sm text-ink-muted">
                {toast.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            className={buttonVariants({ variant: 'ghost', className: 'min-w-touch px-2' })}
            aria-label={t('states.dismiss')}
          >
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport className="fixed bottom-20 right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none md:bottom-4" />
    </ToastPrimitive.Provider>
  )
}
