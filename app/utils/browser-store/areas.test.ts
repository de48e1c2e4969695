import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const storeDir = path.join(appDir, 'utils', 'browser-store')

/** Source files (not tests) under a folder, recursively. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** The browser's key-value areas, named in code or in a comment (a comment that names one is where code follows). */
const AREA = /\b(localStorage|sessionStorage)\b/

describe('the browser store', () => {
  it('is the only module under app/utils and app/features that names localStorage or sessionStorage', () => {
    const files = [...sources(path.join(appDir, 'utils')), ...sources(path.join(appDir, 'features'))]
    const naming = files
      .filter((file) => !file.startsWith(storeDir + path.sep))
      .filter((file) => AREA.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(appDir, file))
    expect(naming).toEqual([])
  })
})
