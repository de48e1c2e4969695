import { i18nConfig, type LanguageResources } from '~/i18n/config.ts'

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true })

/** Every namespace of every language (server only: the browser gets just its page's language). */
export const resources: Record<string, LanguageResources> = {}
for (const [file, mod] of Object.entries(files)) {
  const [, lng, ns] = file.match(/locales\/(\w+)\/([\w-]+)\.json$/) ?? []
  if (!lng || !ns || ns === 'server') continue
  resources[lng] ??= {}
  resources[lng][ns] = mod.default
}

export const NAMESPACES = Object.keys(resources.en ?? {})

/** The server's i18next options: the shared ones with every language's texts. */
export const serverI18nConfig = { ...i18nConfig, ns: NAMESPACES, resources }
