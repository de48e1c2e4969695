import { afterEach, describe, expect, it, vi } from 'vitest'
import { clientTranslator } from '~/i18n/translator.client.ts'
import uk from '~/locales/uk/progress.json'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("the browser's translator", () => {
  it('has what the page carried and loads another namespace of the page language when a route needs it', async () => {
    vi.stubGlobal('window', { __i18n: { lng: 'uk', resources: { common: { brand: 'ExamReady' } } } })
    vi.stubGlobal('document', { documentElement: { lang: 'uk' } })
    const i18n = clientTranslator()
    expect(i18n.loadNamespaces?.(['common'])).toBeUndefined()
    expect(i18n.t('common:brand')).toBe('ExamReady')
    const pending = i18n.loadNamespaces?.(['common', 'progress'])
    expect(pending).toBeInstanceOf(Promise)
    await pending
    expect(i18n.t('progress:title')).toBe(uk.title)
    expect(i18n.loadNamespaces?.(['progress'])).toBeUndefined()
  })

  it('a namespace that cannot load leaves the page to render on (its keys shown), without asking again', async () => {
    vi.stubGlobal('window', { __i18n: { lng: 'en', resources: {} } })
    vi.stubGlobal('document', { documentElement: { lang: 'en' } })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const i18n = clientTranslator()
    await i18n.loadNamespaces?.(['no-such-texts'])
    expect(warn).toHaveBeenCalledOnce()
    expect(i18n.loadNamespaces?.(['no-such-texts'])).toBeUndefined()
    expect(i18n.t('no-such-texts:x')).toBe('x')
    warn.mockRestore()
  })
})

describe('texts that fail to load on a bad connection', () => {
  it('are reported, asked again when the connection returns, and the watchers told when they arrive', async () => {
    const listeners = new Map<string, () => void>()
    vi.stubGlobal('window', {
      __i18n: { lng: 'pl', resources: { common: { brand: 'ExamReady' } } },
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    })
    vi.stubGlobal('document', { documentElement: { lang: 'pl' } })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    let online = false
    const chunk = vi.fn(() =>
      online ? Promise.resolve({ title: 'Postępy' }) : Promise.reject(new TypeError('Failed to fetch')),
    )
    const i18n = clientTranslator({ '../locales/pl/progress.json': chunk })
    const watcher = vi.fn()
    i18n.watchTexts?.(watcher)

    await i18n.loadNamespaces?.(['progress'])
    expect(i18n.missingTexts?.()).toEqual(['progress'])
    expect(watcher).toHaveBeenCalledTimes(1)
    expect(i18n.t('progress:title')).toBe('title')
    // While it is missing the page is not held back again (a render would suspend forever offline).
    expect(i18n.loadNamespaces?.(['progress'])).toBeUndefined()

    online = true
    listeners.get('online')?.()
    await vi.waitFor(() => expect(i18n.missingTexts?.()).toEqual([]))
    expect(watcher).toHaveBeenCalledTimes(2)
    expect(i18n.t('progress:title')).toBe('Postępy')
    expect(chunk).toHaveBeenCalledTimes(2)
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })
})
