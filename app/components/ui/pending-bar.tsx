import { useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'

/** How long a navigation may take before the bar appears (quick ones never flash it). */
export const PENDING_BAR_DELAY_MS = 150

/**
 * The global pending indicator: a thin bar across the top while any navigation or form submission is under way
 * (useNavigation), announced to screen readers through a status region.
 */
export function PendingBar() {
  const navigation = useNavigation()
  const { t } = useTranslation()
  const busy = navigation.state !== 'idle'
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!busy) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), PENDING_BAR_DELAY_MS)
    return () => clearTimeout(timer)
  }, [busy])
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1">
      {/* Screen readers hear "Loading…" once; the bar itself is decoration (pages keep their own progress bars). */}
      <span role="status" className="sr-only">
        {visible ? t('states.loading') : ''}
      </span>
      {visible ? (
        <div
          aria-hidden="true"
          className={cn(
            'h-full origin-left bg-brand motion-safe:animate-pulse',
            navigation.state === 'loading' ? 'w-3/4' : 'w-1/3',
            'transition-[width] duration-700 ease-out',
          )}
          data-testid="pending-bar"
        />
      ) : null}
    </div>
  )
}
