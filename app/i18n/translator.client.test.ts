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
