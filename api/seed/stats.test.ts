import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadBankFiles, SEED_DIR } from './index.ts'
import { bankStats, statsTable } from './stats.ts'

describe('bank:stats', () => {
  it('counts per exam, section and level, by type and difficulty', () => {
    const stats = bankStats([
      { examType: 'NMT', section: 'Mathematics', difficulty: 'Easy' },
      { examType: 'NMT', section: 'Mathematics', difficulty: 'Hard', type: 'numeric' },
      { examType: 'MATURA_BASIC', section: 'Mathematics', level: 'Basic', difficulty: 'Medium', type: 'choice' },
    ])
    expect(stats).toEqual({
      total: 3,
      sections: [
        {
          exam: 'MATURA_BASIC',
          section: 'Mathematics',
          level: 'Basic',
          count: 1,
          byType: { choice: 1, numeric: 0, matching: 0, ordering: 0, 'multiple-select': 0, 'true-false': 0 },
          byDifficulty: { Easy: 0, Medium: 1, Hard: 0 },
        },
        {
          exam: 'NMT',
          section: 'Mathematics',
          count: 2,
          byType: { choice: 1, numeric: 1, matching: 0, ordering: 0, 'multiple-select': 0, 'true-false': 0 },
          byDifficulty: { Easy: 1, Medium: 0, Hard: 1 },
        },
      ],
    })
    expect(statsTable(stats)).toMatch(/Total\s+2 sections\s+3\s+2\s+1\s+0\s+0\s+0\s+0\s+1\s+1\s+1/)
  })

  it('prints { total, sections: [{ exam, section, level?, count, byType, byDifficulty }], keys, clones } with --json', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(SEED_DIR, 'stats.ts'), '--json'], {
      encoding: 'utf8',
    })
    const json = JSON.parse(out) as Record<string, unknown>
    expect(Object.keys(json)).toEqual(['total', 'sections', 'keys', 'clones'])
    const keys = json.keys as { files: { file: string; keys: { positions: number[]; cycle: unknown } }[] }
    expect(keys.files.map((f) => f.file)).toEqual(loadBankFiles().map((f) => f.file))
    for (const f of keys.files) expect(f.keys.cycle, f.file).toBeNull()
    const clones = json.clones as { threshold: number; above: number; closest: { similarity: number }[] }
    expect(clones.closest.length).toBeGreaterThan(0)
    expect(clones.above).toBeGreaterThanOrEqual(clones.closest.filter((p) => p.similarity >= clones.threshold).length)
    const sections = json.sections as Record<string, unknown>[]
    const total = loadBankFiles().reduce((n, f) => n + f.bank.questions.length, 0)
    expect(json.total).toBe(total)
    expect(sections.reduce((n, s) => n + (s.count as number), 0)).toBe(total)
    for (const s of sections) {
      const keys = Object.keys(s)
      expect(keys).toEqual(
        s.level === undefined
          ? ['exam', 'section', 'count', 'byType', 'byDifficulty']
          : ['exam', 'section', 'level', 'count', 'byType', 'byDifficulty'],
      )
      expect(typeof s.exam).toBe('string')
      expect(typeof s.section).toBe('string')
      const sum = (o: unknown) => Object.values(o as Record<string, number>).reduce((a, b) => a + b, 0)
      expect(sum(s.byType)).toBe(s.count)
      expect(sum(s.byDifficulty)).toBe(s.count)
    }
  }, 180_000)
})
