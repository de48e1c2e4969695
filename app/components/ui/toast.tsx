import * as ToastPrimitive from '@radix-ui/react-toast'
import { createContext, useCallback, useContext, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button.tsx'
import { cn } from '~/utils/misc.ts'

// Radix Toast's defaults are the spec's: one at a time here, 5 s display, swipe right past 50 px, F8 hotkey.
export const TOAST_DURATION_MS = 5000

export interface ToastMessage {
  title: string
  description?: string
  variant?: 'default' | 'error' | 'success'
}

const tones = {
  default: 'border-line bg-surface',
  error: 'border-danger bg-danger-soft',
  success: 'border-success bg-success-soft',
} as const

const ToastContext = createContext<(toast: ToastMessage) => void>(() => {})

export function useToast() {
  return useContext(ToastContext)
}

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation()
  const [toast, setToast] = useState<(ToastMessage & { key: number }) | null>(null)
  const show = useCallback((next: ToastMessage) => setToast({ ...next, key: Date.now() }), [])
  return (
    <ToastContext.Provider value={show}>
      <ToastPrimitive.Provider
        duration={TOAST_DURATION_MS}
        swipeDirection="right"
        swipeThreshold={50}
        label={t('states.notifications')}
      >
        {children}
        {toast ? (
          <ToastPrimitive.Root
            key={toast.key}
            onOpenChange={(open) => !open && setToast(null)}
            className={cn(
              'flex items-start gap-3 rounded-card border p-4 shadow-lg',
              tones[toast.variant ?? 'default'],
            )}
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
    </ToastContext.Provider>
  )
}
