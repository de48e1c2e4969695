import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { translatorFor } from '~/i18n/i18next.server.ts'
import { webManifest } from '~/utils/web-manifest.server.ts'
import type { Language } from '#openapi/types.ts'

const manifest = (lng: Language) => webManifest(lng, translatorFor(lng).getFixedT(lng, 'common'))

describe('web app manifest', () => {
  it('is in the student’s language and starts there', () => {
    const uk = manifest('uk')
    const en = manifest('en')
    expect(uk.lang).toBe('uk')
    expect(uk.start_url).toBe('/uk')
    expect(uk.name).not.toBe(en.name)
    expect(uk.description).not.toBe(en.description)
    expect(uk.id).toBe(en.id)
  })

  it('has installable icons (192 and 512, maskable too) and screenshots, every file present', () => {
    const m = manifest('pl')
    for (const purpose of ['any', 'maskable'])
      for (const size of ['192x192', '512x512'])
        expect(m.icons.some((i) => i.purpose === purpose && i.sizes === size)).toBe(true)
    expect(m.screenshots.map((s) => s.form_factor)).toEqual(expect.arrayContaining(['wide', 'narrow']))
    for (const file of [...m.icons, ...m.screenshots])
      expect(existsSync(path.join('public', file.src)), file.src).toBe(true)
  })
})
