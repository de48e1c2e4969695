import { useEffect, useState, useSyncExternalStore } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { Notice } from '~/components/ui/notice.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { saveQueue, startSaveQueue, type SaveQueueState } from '~/utils/save-queue.ts'

/** How long "Saved" stays after the pending saves went through. */
const SAVED_MS = 5000
const NOTHING: SaveQueueState = { pending: 0, recoveredAt: null, refused: 0 }

/**
 * The one notice of every save a student makes (decision 038), mounted once in the root: while saves wait in
 * this browser "Not saved yet — we'll retry" (with Retry now), then "Saved" for a few seconds once they went
 * through; a save the server refused is said too. Nothing while all is saved.
 */
export function SaveNotice() {
  const { t } = useTranslation('common')
  const state = useSyncExternalStore(
    (listener) => saveQueue().subscribe(listener),
    () => saveQueue().state(),
    () => NOTHING,
  )
  useEffect(() => startSaveQueue(), [])
  const [now, setNow] = useState(0)
  useEffect(() => {
    if (state.recoveredAt === null) return
    setNow(Date.now())
    const timer = setTimeout(() => setNow(Date.now()), SAVED_MS)
    return () => clearTimeout(timer)
  }, [state.recoveredAt])

  const justSaved = state.recoveredAt !== null && now - state.recoveredAt < SAVED_MS
  const kind = state.pending > 0 ? 'pending' : state.refused > 0 ? 'refused' : justSaved ? 'saved' : null
  if (!kind) return null
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      <Notice
        as="div"
        tone={kind === 'pending' ? 'warning' : kind === 'refused' ? 'danger' : 'success'}
        className="pointer-events-auto flex max-w-xl flex-wrap items-center gap-3 shadow-lg"
        data-testid="save-notice"
        data-state={kind}
      >
        <span>{t(`saves.${kind}`)}</span>
        {kind === 'pending' ? (
          <Button variant="secondary" size="sm" onClick={() => void saveQueue().flush(true)}>
            {t('saves.retryNow')}
          </Button>
        ) : null}
      </Notice>
    </div>
  )
}
