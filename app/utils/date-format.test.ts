import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { formatDate } from './date-format.ts'

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const HOME = path.join(app, 'utils', 'date-format.ts')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** Dates formatted outside the helper, and Intl or toLocale… calls given a fixed locale, as file:line: code. */
function strayFormatting(): string[] {
  const found: string[] = []
  for (const file of sources(app)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) || ts.isCallExpression(node)) {
        const callee = node.expression.getText(source)
        const formatsDates = /^(Intl\.)?DateTimeFormat$|\.toLocale(Date|Time)String$/.test(callee)
        const fixedLocale =
          /^Intl\.|\.toLocale\w*String$/.test(callee) && ts.isStringLiteralLike(node.arguments?.[0] ?? node)
        if ((formatsDates && file !== HOME) || fixedLocale) {
          const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
          found.push(`${path.relative(app, file)}:${line}: ${node.getText(source)}`)
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return found
}

describe('dates in the page language', () => {
  it('formats in the language it is given', () => {
    const day = '2026-11-28T12:00:00Z'
    const long = { dateStyle: 'long', timeZone: 'UTC' } as const
    expect(formatDate(day, 'en', long)).toBe('November 28, 2026')
    expect(formatDate(day, 'uk', long)).toBe('28 листопада 2026 р.')
    expect(formatDate(day, 'pl', long)).toBe('28 listopada 2026')
    expect(formatDate(new Date(day), 'en', { day: 'numeric', month: 'long', timeZone: 'UTC' })).toBe('November 28')
  })

  it('leaves a value that is not a date as it is', () => {
    expect(formatDate('soon', 'en', { dateStyle: 'long' })).toBe('soon')
  })

  it('is the only place the app formats a date, and no Intl or toLocale… call has a fixed locale', () => {
    expect(strayFormatting()).toEqual([])
  })
})
