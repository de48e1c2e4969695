// `npm run bank:stats`: counts of the written bank per exam, section (and Matura level), type and difficulty.
// `npm run bank:stats -- --json` prints { total, sections: [{ exam, section, level?, count, byType, byDifficulty }] }.
import { pathToFileURL } from 'node:url'
import { questionType } from '../../domain/questions.ts'
import { difficultyValues, questionTypeValues, type Question } from '../../openapi/types.ts'
import { loadBankFiles } from './index.ts'

export interface SectionStats {
  exam: string
  section: string
  level?: string
  count: number
  byType: Record<string, number>
  byDifficulty: Record<string, number>
}

export interface BankStats {
  total: number
  sections: SectionStats[]
}

const TYPES = questionTypeValues
const DIFFICULTIES = difficultyValues

export function bankStats(questions: Pick<Question, 'examType' | 'section' | 'level' | 'type' | 'difficulty'>[]) {
  const sections = new Map<string, SectionStats>()
  for (const q of questions) {
    const key = `${q.examType}\u0000${q.section}\u0000${q.level ?? ''}`
    let s = sections.get(key)
    if (!s) {
      s = {
        exam: q.examType,
        section: q.section,
        ...(q.level ? { level: q.level } : {}),
        count: 0,
        byType: Object.fromEntries(TYPES.map((t) => [t, 0])),
        byDifficulty: Object.fromEntries(DIFFICULTIES.map((d) => [d, 0])),
      }
      sections.set(key, s)
    }
    s.count++
    const type = questionType(q)
    s.byType[type] = (s.byType[type] ?? 0) + 1
    s.byDifficulty[q.difficulty] = (s.byDifficulty[q.difficulty] ?? 0) + 1
  }
  const list = [...sections.values()].sort(
    (a, b) =>
      a.exam.localeCompare(b.exam) ||
      a.section.localeCompare(b.section) ||
      (a.level ?? '').localeCompare(b.level ?? ''),
  )
  return { total: questions.length, sections: list } satisfies BankStats
}

export function statsTable(stats: BankStats): string {
  const head = ['Exam', 'Section', 'Level', 'Items', ...TYPES, ...DIFFICULTIES]
  const rows = stats.sections.map((s) => [
    s.exam,
    s.section,
    s.level ?? '',
    String(s.count),
    ...TYPES.map((t) => String(s.byType[t] ?? 0)),
    ...DIFFICULTIES.map((d) => String(s.byDifficulty[d] ?? 0)),
  ])
  const sum = (pick: (s: SectionStats) => number) => String(stats.sections.reduce((n, s) => n + pick(s), 0))
  rows.push([
    'Total',
    `${stats.sections.length} sections`,
    '',
    String(stats.total),
    ...TYPES.map((t) => sum((s) => s.byType[t] ?? 0)),
    ...DIFFICULTIES.map((d) => sum((s) => s.byDifficulty[d] ?? 0)),
  ])
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  const numeric = (i: number) => i >= 3
  const line = (cells: string[]) =>
    cells.map((c, i) => (numeric(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ')
  const rule = widths.map((w) => '-'.repeat(w)).join('  ')
  return [line(head), rule, ...rows.slice(0, -1).map(line), rule, line(rows[rows.length - 1])].join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const stats = bankStats(loadBankFiles().flatMap(({ bank }) => bank.questions))
  console.log(process.argv.includes('--json') ? JSON.stringify(stats, null, 2) : statsTable(stats))
}
