/**
 * Which texts a page carries (issue 29): each route names the namespaces its page uses in its `handle`, as
 * remix-i18next documents (`export const handle = { i18n: ['home'] }`); the root names the shell's (header, menus,
 * notices, error screens). The server inlines only the matched routes' namespaces of the page language; the browser
 * loads another route's before it renders it (app/i18n/translator.client.ts). tests/i18n/route-namespaces.test.ts
 * checks each list against the texts the route's modules look up.
 */
export interface I18nHandle {
  i18n?: readonly string[]
}

/** The namespaces a page's matched routes declare (their handles, root first), each once. */
export function declaredNamespaces(handles: readonly unknown[]): string[] {
  const names = new Set<string>()
  for (const handle of handles) {
    const list = handle && typeof handle === 'object' ? (handle as I18nHandle).i18n : undefined
    if (Array.isArray(list)) for (const ns of list) names.add(ns)
  }
  return [...names]
}
