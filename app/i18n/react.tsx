/**
 * The React side of the translator (decision 031): the provider the entries wrap the app in, and `useTranslation`,
 * shaped like react-i18next's so a call site changes only its import line: `const { t, i18n } = useTranslation(ns)`.
 * As in react-i18next (nsMode "default"), `t` looks keys up in the first namespace given; the others are reached
 * with `ns:key`. `useTranslation()` uses the default namespace (common).
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { TFunction, Translator } from '~/i18n/translator.ts'

export type { TFunction, Translator }

const I18nContext = createContext<Translator | null>(null)

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  // A namespace that failed or arrived late (the browser's translator) gives the context a new value, so every
  // component that uses texts renders again: the keys on screen become texts without remounting the page.
  const [value, setValue] = useState(i18n)
  useEffect(() => {
    setValue(i18n)
    return i18n.watchTexts?.(() => setValue({ ...i18n }))
  }, [i18n])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: Translator; ready: true } {
  const i18n = useContext(I18nContext)
  if (!i18n)
    throw new Error('useTranslation needs an <I18nProvider> above it (app/entry.client.tsx, entry.server.tsx).')
  const first = typeof ns === 'string' ? ns : ns?.[0]
  const t = useMemo(() => i18n.getFixedT(null, first ?? null), [i18n, first])
  return useMemo(() => ({ t, i18n, ready: true as const }), [t, i18n])
}

/**
 * Holds a page back until the browser has the namespaces it needs (app/i18n/namespaces.ts): suspends, as
 * react-i18next does, so a navigation (a transition) keeps the previous page on screen until the texts are in. On the
 * server and on the first render in the browser the document already carries them.
 */
export function NamespacesReady({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const pending = useContext(I18nContext)?.loadNamespaces?.(namespaces)
  if (pending) throw pending
  return children
}
