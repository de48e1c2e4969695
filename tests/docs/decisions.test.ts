import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Every decision record opens with one header line (docs/decisions/TEMPLATE.md), and "supersedes" and
// "superseded by" name each other both ways, so a reader of an old record finds what replaced it.
const DIR = path.join(import.meta.dirname, '../../docs/decisions')
const HEADER =
  /^Date: (\d{4}-\d{2}-\d{2}) · Status: (proposed|accepted|accepted, superseded in part|superseded) · Supersedes: (—|\d{3}(?:, \d{3})*) · Superseded by: (—|\d{3}(?:, \d{3})*)$/

const records = readdirSync(DIR)
  .filter((f) => /^\d{3}-.+\.md$/.test(f))
  .map((file) => {
    const lines = readFileSync(path.join(DIR, file), 'utf8').split('\n')
    const header = lines.find((l) => l.startsWith('Date:')) ?? ''
    const m = HEADER.exec(header)
    const list = (s: string | undefined) => (!s || s === '—' ? [] : s.split(', '))
    return { file, id: file.slice(0, 3), header, ok: Boolean(m), status: m?.[2], sup: list(m?.[3]), by: list(m?.[4]) }
  })

describe('decision records', () => {
  it('open with the template header line', () => {
    expect(records.filter((r) => !r.ok).map((r) => `${r.file}: ${r.header}`)).toEqual([])
  })
  it('have unique numbers', () => {
    const ids = records.map((r) => r.id)
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
  })
  it('name supersessions both ways, and a superseded record says so in its status', () => {
    const byId = new Map(records.map((r) => [r.id, r]))
    const broken: string[] = []
    for (const r of records) {
      for (const old of r.sup) if (!byId.get(old)?.by.includes(r.id)) broken.push(`${r.id} supersedes ${old}`)
      for (const next of r.by) if (!byId.get(next)?.sup.includes(r.id)) broken.push(`${r.id} superseded by ${next}`)
      if (r.by.length && !r.status?.includes('superseded')) broken.push(`${r.id} status`)
    }
    expect(broken).toEqual([])
  })
})
