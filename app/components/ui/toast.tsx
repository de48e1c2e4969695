import { createContext, lazy, Suspense, useCallback, useContext, useState } from 'react'

// Radix Toast's defaults are the spec's: one at a time here, 5 s display, swipe right past 50 px, F8 hotkey.
export const TOAST_DURATION_MS = 5000

export interface ToastMessage {
  title: string
  description?: string
  variant?: 'default' | 'error' | 'success'
}

/** Radix Toast and the toast's markup: fetched when the first toast is shown (decision 024). */
const ToastView = lazy(() => import('~/components/ui/toast-view.tsx'))

const ToastContext = createContext<(toast: ToastMessage) => void>(() => {})

export function useToast() {
  return useContext(ToastContext)
}

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toast, setToast] = useState<(ToastMessage & { key: number }) | null>(null)
  const [used, setUsed] = useState(false)
  const show = useCallback((next: ToastMessage) => {
    setUsed(true)
    setToast({ ...next, key: Date.now() })
  }, [])
  const close = useCallback(() => setToast(null), [])
  return (
    <ToastContext.Provider value={show}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <ToastView toast={toast} onClose={close} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  )
}
