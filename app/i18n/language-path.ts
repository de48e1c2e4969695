// Links that carry their language (decision 064): `/uk/…`, `/pl/…` and `/en/…` render in that language for anyone;
// unprefixed paths (the spec's routes) render in the stored choice, English by default.
import { LANGUAGES, isLanguage, type AppLanguage } from '~/i18n/config.ts'

/** Paths that are never prefixed: the API, resource routes, files and the sitemap answer in no page language. */
const UNPREFIXED = /^\/(api|resources|assets|build)(\/|$)|^\/[^/]+\.\w+$/

/** The language a path carries in its first segment (`/pl/questions`, `/uk`, `/pl.data`), if any. */
export function languageOfPath(pathname: string): AppLanguage | undefined {
  const first = pathname.split('/')[1]?.replace(/\.data$/, '')
  return isLanguage(first) ? first : undefined
}

/** The path without its language segment: `/pl/questions` → `/questions`, `/uk` → `/`. */
export function stripLanguage(pathname: string): string {
  const lng = languageOfPath(pathname)
  if (!lng) return pathname
  return pathname.slice(lng.length + 1) || '/'
}

/**
 * `to` (an app path, maybe with query and hash) under `lng`'s prefix; unchanged when `lng` is undefined, when `to`
 * is relative, external or already prefixed, or when it is an API, resource or file path.
 */
export function localizePath(to: string, lng: AppLanguage | undefined): string {
  if (!lng || !to.startsWith('/') || to.startsWith('//')) return to
  const end = to.search(/[?#]/)
  const pathname = end === -1 ? to : to.slice(0, end)
  if (languageOfPath(pathname) || UNPREFIXED.test(pathname)) return to
  return `/${lng}${pathname === '/' ? '' : pathname}${end === -1 ? '' : to.slice(end)}`
}

/** The same page and query in `lng`: the switcher's target and each hreflang alternate. */
export function pathInLanguage(pathname: string, search: string, lng: AppLanguage): string {
  return localizePath(`${stripLanguage(pathname)}${search}`, lng)
}

/** Every language's address of a page (`href` absolute), plus x-default: the unprefixed path (the stored choice). */
export function languageAlternates(origin: string, pathname: string, search = '') {
  const base = stripLanguage(pathname)
  return [
    ...LANGUAGES.map((lng) => ({ hrefLang: lng, href: `${origin}${pathInLanguage(base, search, lng)}` })),
    { hrefLang: 'x-default', href: `${origin}${base}${search}` },
  ]
}

/** `?lng=pl` on any page: the prefixed address without the parameter, or undefined when there is none to honour. */
export function languageQueryRedirect(url: URL): string | undefined {
  const lng = url.searchParams.get('lng')
  if (lng === null) return undefined
  const params = new URLSearchParams(url.searchParams)
  params.delete('lng')
  const search = params.size ? `?${params}` : ''
  return isLanguage(lng) ? pathInLanguage(url.pathname, search, lng) : `${url.pathname}${search}`
}
