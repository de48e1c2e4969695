import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  type ShouldRevalidateFunction,
} from '@remix-run/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Header } from '~/components/header.tsx'
import { PageHead } from '~/components/page-head.tsx'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { PendingBar } from '~/components/ui/pending-bar.tsx'
import { ToastProvider, useToast } from '~/components/ui/toast.tsx'
import { useVisitorImport } from '~/features/auth/visitor-import.ts'
import { i18nScript } from '~/i18n/config.ts'
import { syncStoredLanguage } from '~/i18n/language.client.ts'
import { declaredNamespaces, type I18nHandle } from '~/i18n/namespaces.ts'
import { NamespacesReady, useTranslation } from '~/i18n/react.tsx'
import styles from '~/styles/tailwind.css?url'
import { useNonce } from '~/utils/nonce.ts'
import { rootLoader } from '~/utils/root-data.server.ts'
import { useRootData } from '~/utils/root-data.ts'
import { setStorageHandler } from '~/utils/storage-events.ts'
import { useRememberStoreKind } from '~/utils/store-kind.ts'
import { whenIdle } from '~/utils/when-idle.ts'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: styles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

// The service worker's registration, its Reload prompt and the save notice (with the queue that sends what earlier
// visits left) load after hydration, off every page's first load; a page that saves loads the queue itself.
const UpdatePrompt = lazy(() =>
  import('~/features/offline/update-prompt.tsx').then((m) => ({ default: m.UpdatePrompt })),
)
const SaveNotice = lazy(() =>
  import('~/components/ui/save-notice.tsx').then(
    (m) => ({ default: m.SaveNotice }),
    // A chunk that cannot load (the connection dropped right after the page came) must not take the page down:
    // the queue itself still keeps and resends every save; only its notice is missing on this page.
    () => ({ default: () => null }),
  ),
)

/** The shell's texts (header, menus, notices, error screens); each route adds its page's (app/i18n/namespaces.ts). */
export const handle: I18nHandle = { i18n: ['common', 'password', 'review'] }

export async function loader(args: LoaderFunctionArgs) {
  return rootLoader(args)
}

/** Offline, a navigation keeps the page's root data: asking would fail the page a kept pack can show (decision 100). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ defaultShouldRevalidate }) =>
  navigator.onLine && defaultShouldRevalidate

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData()
  const { t, i18n } = useTranslation()
  const nonce = useNonce()
  const namespaces = declaredNamespaces(useMatches().map((m) => m.handle))
  const locale = data?.locale ?? i18n.language ?? 'en'
  useVisitorImport(data?.visitorImportPending ?? false)
  useRememberStoreKind()
  useEffect(() => {
    syncStoredLanguage(locale)
    document.documentElement.dataset.hydrated = 'true'
  }, [locale])
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* A root error (an unknown language segment is a 404 from the root loader) has no route meta: the brand names the tab. */}
        {data ? null : <title>{t('brand')}</title>}
        <PageHead origin={data?.origin} locale={locale} />
        <Links />
      </head>
      <body className="min-h-screen bg-canvas font-sans text-ink antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
        >
          {t('skipToContent')}
        </a>
        <PendingBar />
        <ToastProvider>
          <StorageNotice />
          <TextsNotice />
          <Header user={data?.user ?? null} userUnknown={data?.userUnknown ?? false} />
          <NamespacesReady namespaces={namespaces}>{children}</NamespacesReady>
          <AfterHydration />
        </ToastProvider>
        <script
          nonce={nonce}
          // Browsers hide a nonce from the DOM once applied, so React (in development) would report a mismatch.
          suppressHydrationWarning
          // Only public values reach the browser.
          dangerouslySetInnerHTML={{ __html: `window.ENV = ${JSON.stringify(data?.env ?? { MOCKS: false })}` }}
        />
        <script
          nonce={nonce}
          // The page language's texts, the namespaces its routes declare, once, for the browser's translator (no
          // language is bundled; decisions 024, 031, 155). The browser renders the same string back from those texts.
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: i18nScript(locale, i18n.getDataByLanguage(locale)) }}
        />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

/**
 * The save notice and the update prompt, mounted once the page is hydrated and the browser idle. The flag is this
 * component's own state: held by the layout, it rendered the whole document again in one task right after hydration
 * (decision 162).
 */
function AfterHydration() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => whenIdle(() => setHydrated(true)), [])
  return hydrated ? (
    <Suspense fallback={null}>
      <SaveNotice />
      <UpdatePrompt />
    </Suspense>
  ) : null
}

/**
 * What this browser could not keep (a damaged value reset, a write refused, an upgrade held back by another tab) is
 * told to the student, once per kind and page (decision 147); a page never crashes on it.
 */
function StorageNotice() {
  const toast = useToast()
  const { t } = useTranslation()
  useEffect(() => {
    const told = new Set<string>()
    setStorageHandler((problem) => {
      if (told.has(problem)) return
      told.add(problem)
      toast({ title: t(`storage.${problem}`), variant: problem === 'reset' ? 'default' : 'error' })
    })
    return () => setStorageHandler(() => {})
  }, [toast, t])
  return null
}

/** Texts of this page that could not load (offline mid-navigation) are asked again; the student is told once. */
function TextsNotice() {
  const toast = useToast()
  const { t, i18n } = useTranslation()
  const missing = (i18n.missingTexts?.().length ?? 0) > 0
  const [told, setTold] = useState(false)
  useEffect(() => {
    if (!missing || told) return
    setTold(true)
    toast({ title: t('textsMissing'), variant: 'error' })
  }, [missing, told, toast, t])
  return null
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
