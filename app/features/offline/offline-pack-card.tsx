import { useEffect, useState } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { Notice } from '~/components/ui/notice.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import type { FullExamId } from '#domain/exam/full-length/index.ts'

type PackState =
  | { kind: 'measuring' }
  | { kind: 'ready'; bytes: number | null }
  | { kind: 'saving' }
  | { kind: 'kept'; bytes: number; questions: number }
  | { kind: 'failed'; bytes: number | null }
  | { kind: 'unsupported' }

// IndexedDB and the pack code load only here, after the page is up (never in a page's first-load scripts).
const store = () => import('./pack-store.ts')

function formatSize(bytes: number, locale: string) {
  const mb = bytes / (1024 * 1024)
  const [value, unit] = mb >= 0.1 ? [mb, 'megabyte'] : [bytes / 1024, 'kilobyte']
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value)
}

/**
 * "Keep for offline use" on an exam's practice page (decision 074): the pack's size first, then the download into
 * IndexedDB, and a way to remove it. One pack holds every exam the page leads to.
 */
export function OfflinePackCard({ exams }: { exams: readonly FullExamId[] }) {
  const { t, i18n } = useTranslation('common')
  const [state, setState] = useState<PackState>({ kind: 'measuring' })
  const key = exams.join('+')

  useEffect(() => {
    if (!('indexedDB' in window)) return setState({ kind: 'unsupported' })
    let live = true
    const set = (next: PackState) => live && setState(next)
    void (async () => {
      const { packId, packSize, readPack } = await store()
      const kept = await readPack(packId(exams)).catch(() => undefined)
      if (kept) return set({ kind: 'kept', bytes: kept.bytes, questions: kept.questions.length })
      const size = await packSize(exams).catch(() => null)
      set({ kind: 'ready', bytes: size?.bytes ?? null })
    })()
    return () => {
      live = false
    }
    // `key` stands for `exams` (a new array each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  // With the pack kept, the worker keeps the pages it runs on (once per build, again on each visit for a new build;
  // decision 114): shown as `kept/asked` for the browser tests.
  const [offlinePages, setOfflinePages] = useState<string | null>(null)
  const kept = state.kind === 'kept'
  useEffect(() => {
    if (!kept) return setOfflinePages(null)
    let live = true
    void import('./keep-pages.ts')
      .then(async ({ keepPagesOffline, offlinePagesOf }) => {
        const pages = offlinePagesOf(exams, window.location.pathname)
        return `${await keepPagesOffline(pages)}/${pages.length}`
      })
      .then((count) => live && setOfflinePages(count))
      .catch((error: unknown) => console.warn('The pages could not be kept for offline use', error))
    return () => {
      live = false
    }
    // `key` stands for `exams` (a new array each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kept, key])

  const keep = async () => {
    const bytes = state.kind === 'ready' || state.kind === 'failed' ? state.bytes : null
    setState({ kind: 'saving' })
    try {
      const pack = await (await store()).keepPack(exams)
      setState({ kind: 'kept', bytes: pack.bytes, questions: pack.questions.length })
    } catch (error) {
      console.warn('The exam pack could not be kept', error)
      setState({ kind: 'failed', bytes })
    }
  }
  const remove = async () => {
    const { packId, removePack } = await store()
    await removePack(packId(exams))
    setState({ kind: 'ready', bytes: null })
  }

  const size = (bytes: number) => formatSize(bytes, i18n.language)
  return (
    <section
      className="mx-auto flex w-full max-w-3xl flex-col gap-2 px-4 pb-8"
      aria-labelledby="offline-pack"
      data-testid="offline-pack"
      data-state={state.kind}
      data-offline-pages={offlinePages ?? undefined}
    >
      <h2 id="offline-pack" className="text-lg font-semibold">
        {t('offlinePack.title')}
      </h2>
      <p className="text-ink-muted">{t('offlinePack.text')}</p>
      {state.kind === 'unsupported' ? <Notice tone="neutral">{t('offlinePack.unsupported')}</Notice> : null}
      {state.kind === 'measuring' ? <p aria-live="polite">{t('offlinePack.measuring')}</p> : null}
      {state.kind === 'saving' ? <p aria-live="polite">{t('offlinePack.saving')}</p> : null}
      {state.kind === 'failed' ? <Notice tone="danger">{t('offlinePack.failed')}</Notice> : null}
      {state.kind === 'ready' || state.kind === 'failed' ? (
        <div>
          <Button variant="secondary" onClick={() => void keep()} data-testid="offline-pack-keep">
            {state.bytes === null ? t('offlinePack.keepNoSize') : t('offlinePack.keep', { size: size(state.bytes) })}
          </Button>
        </div>
      ) : null}
      {state.kind === 'kept' ? (
        <div className="flex flex-wrap items-center gap-3">
          <Notice tone="success">{t('offlinePack.kept', { count: state.questions, size: size(state.bytes) })}</Notice>
          <Button variant="ghost" onClick={() => void remove()} data-testid="offline-pack-remove">
            {t('offlinePack.remove')}
          </Button>
        </div>
      ) : null}
    </section>
  )
}
