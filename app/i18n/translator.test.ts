/**
 * Parity (decision 031): the small translator answers exactly as i18next does with our options, for every key of
 * every namespace in every language, with each `{{var}}` filled and, for plural keys, a spread of counts that hits
 * every plural category of en, uk and pl (0, 1, 2–4, 5–20, 21, 22, 25, 101, 1.5). Both the server's translator (all
 * languages) and the browser's (only the page language, as the root inlines it) are compared.
 */
import { createInstance, type i18n as I18next } from 'i18next'
import { describe, expect, it } from 'vitest'
import { i18nConfig, LANGUAGES } from '~/i18n/config.ts'
import { NAMESPACES, resources, serverI18nConfig } from '~/i18n/resources.server.ts'
import { createTranslator, type AllTexts, type TFunction, type Translator } from '~/i18n/translator.ts'

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1.5]
const PLURAL = /_(zero|one|two|few|many|other)$/

async function i18nextFor(lng: string, res: AllTexts = resources, ns = NAMESPACES): Promise<I18next> {
  const instance = createInstance()
  await instance.init({ ...serverI18nConfig, ns, resources: res, lng })
  return instance
}

function translatorFor(lng: string, res: AllTexts = resources): Translator {
  return createTranslator({ lng, resources: res, fallbackLng: i18nConfig.fallbackLng, defaultNS: i18nConfig.defaultNS })
}

/** Leaf keys (path → text) and inner keys (objects) of a namespace. */
function walk(value: unknown, prefix: string, leaves: Map<string, string>, inner: Set<string>) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    if (prefix) inner.add(prefix)
    for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k, leaves, inner)
  } else leaves.set(prefix, String(value))
}

/** Every base key (plural suffix removed) of a namespace in any language, with the variables its texts use. */
function keysOf(ns: string) {
  const bases = new Map<string, { plural: boolean; vars: Set<string> }>()
  const inner = new Set<string>()
  for (const lng of LANGUAGES) {
    const leaves = new Map<string, string>()
    walk(resources[lng][ns], '', leaves, inner)
    for (const [key, text] of leaves) {
      const base = key.replace(PLURAL, '')
      const entry = bases.get(base) ?? { plural: false, vars: new Set<string>() }
      if (base !== key) entry.plural = true
      for (const m of text.matchAll(/\{\{-?\s*([^}]+?)\s*\}\}/g)) entry.vars.add(m[1])
      bases.set(base, entry)
    }
  }
  return { bases, inner }
}

function sample(vars: Set<string>): Record<string, unknown> {
  // Strings for most variables, numbers for a few, as the call sites pass them.
  return Object.fromEntries([...vars].map((v, i) => [v, i % 3 === 2 ? i * 7 : `«${v}»`]))
}

function compare(mine: TFunction, theirs: TFunction, key: string, options?: Record<string, unknown>) {
  expect(mine(key, options as never), `${key} ${JSON.stringify(options ?? {})}`).toEqual(theirs(key, options as never))
}

describe('translator parity with i18next', () => {
  for (const lng of LANGUAGES) {
    it(`${lng}: every key of every namespace, each variable filled, plurals at every sample count`, async () => {
      const i18next = await i18nextFor(lng)
      const server = translatorFor(lng)
      // The browser gets only its page language's texts (the root inlines them); no fallback language.
      const browser = translatorFor(lng, { [lng]: resources[lng] })
      let compared = 0
      for (const ns of NAMESPACES) {
        const theirs = i18next.getFixedT(lng, ns)
        const theirsDefault = i18next.getFixedT(lng)
        const { bases, inner } = keysOf(ns)
        for (const mine of [server.getFixedT(null, ns), browser.getFixedT(null, ns)]) {
          for (const [key, { plural, vars }] of bases) {
            compare(mine, theirs, key, sample(vars))
            compare(mine, theirs, key)
            if (plural) for (const count of COUNTS) compare(mine, theirs, key, { ...sample(vars), count })
            compared += 2 + (plural ? COUNTS.length : 0)
          }
          for (const key of inner) {
            compare(mine, theirs, key)
            compare(mine, theirs, key, { returnObjects: true, count: 2 })
          }
        }
        // `ns:key` from the default namespace's t, as call sites reach their second namespace.
        for (const mine of [server.t, browser.t]) {
          for (const [key, { plural, vars }] of bases) {
            compare(mine, theirsDefault, `${ns}:${key}`, sample(vars))
            if (plural) compare(mine, theirsDefault, `${ns}:${key}`, { ...sample(vars), count: 5 })
          }
        }
      }
      expect(compared).toBeGreaterThan(1000)
    })
  }

  it('matches i18next on the behaviours our texts do not exercise yet', async () => {
    const res: AllTexts = {
      en: {
        common: {
          a: { b: 'nested {{x}}', 'c.d': 'dotted key', empty: '' },
          item_zero: 'no items',
          item_one: 'one item',
          item_other: '{{count}} items',
          raw: 'raw {{- html}} and {{html}} and {{ spaced }} and {{user.name}}',
          money: 'costs $1 {{price}}',
          onlyEn: 'English only',
        },
        other: { x: 'other {{n}}', 'Is this a sentence: yes': 'sentence' },
      },
      uk: {
        common: {
          item_one: '{{count}} річ',
          item_few: '{{count}} речі',
          item_many: '{{count}} речей',
          item_other: '{{count}} речі',
        },
        other: { x: 'інше {{n}}' },
      },
    }
    for (const lng of ['en', 'uk']) {
      const theirs = (await i18nextFor(lng, res, ['common', 'other'])).getFixedT(lng)
      const mine = translatorFor(lng, res).t
      const cases: [string | string[], Record<string, unknown>?][] = [
        ['a.b', { x: 1 }],
        ['a.b'],
        ['a.c.d'],
        ['a.empty'],
        ['a', {}],
        ['a', { returnObjects: true, x: 'y' }],
        ['missing'],
        ['missing.deep', { defaultValue: 'fallback {{x}}', x: 2 }],
        ['missing', { defaultValue: 'many', defaultValue_one: 'one', count: 1 }],
        ['missing', { defaultValue_one: 'one', count: 2 }],
        ['other:x', { n: 3 }],
        ['other:missing'],
        ['Is this a sentence: yes'],
        [['missing', 'a.b'], { x: 'z' }],
        [['a.b', 'missing']],
        ['onlyEn'],
        ['raw', { html: '<b>&</b>', spaced: 's', user: { name: 'Ann' } }],
        ['raw', { html: undefined }],
        ['money', { price: '$$5' }],
        ['x', { ns: 'other', n: 1 }],
        ['x', { replace: { n: 'r' } }],
        ...[0, 1, 2, 5, 21, 1.5].map((count) => ['item', { count }] as [string, Record<string, unknown>]),
        ['item', { count: '3' }],
      ]
      for (const [key, options] of cases) {
        expect(mine(key as string, options as never), `${lng} ${JSON.stringify([key, options])}`).toEqual(
          theirs(key as string, options as never),
        )
      }
      expect(mine('missing', 'a default')).toBe(theirs('missing', 'a default'))
    }
  })
})
