import { createContext, lazy, Suspense, useCallback, useContext, useState } from 'react'
import type { ToastMessage } from '~/components/ui/toast-message.ts'

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
