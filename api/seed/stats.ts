// `npm run bank:stats`: counts of the written bank per exam, section (and Matura level), type and difficulty, the
// answer-key patterns per file and per passage set, and the closest pairs of items and passages (clones).
// `npm run bank:stats -- --json` prints { total, sections: [{ exam, section, level?, count, byType, byDifficulty }],
// keys: { files: [{ file, keys, sets, setsSummary }], allSets }, clones: { threshold, above, closest } }.
import { pathToFileURL } from 'node:url'
import { questionType } from '../../domain/questions.ts'
import { difficultyValues, questionTypeValues, type Question } from '../../openapi/types.ts'
import { type ClonePair, clonesAbove, closestPairs, CLONE_THRESHOLD } from './clones.ts'
import { loadBankFiles, loadQuestionBank } from './index.ts'
import { choiceKeys, type FileKeyReport, fileKeyReport, type SetsSummary, summariseSets } from './key-checks.ts'
import { fileProblems, setProblems } from './key-patterns.ts'

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

export interface KeyStats {
  files: FileKeyReport[]
  allSets: SetsSummary
}

export function keyStats(): KeyStats {
  const files = loadBankFiles().map(({ file, bank }) => fileKeyReport({ file, keys: choiceKeys(bank.questions) }))
  const allSets = summariseSets(loadBankFiles().flatMap(({ bank }) => [...choiceKeys(bank.questions).sets.values()]))
  return { files, allSets }
}

export function cloneStats(limit = 20) {
  // Count clones over a longer list than is shown, so the count is not capped by the listing.
  const pairs = closestPairs(loadQuestionBank(), Math.max(limit, 500))
  return { threshold: CLONE_THRESHOLD, above: clonesAbove(pairs).length, closest: pairs.slice(0, limit) }
}

function keysTable({ files, allSets }: KeyStats): string {
  const pct = (xs: number[]) => xs.map((x) => `${Math.round(x * 100)}`.padStart(2)).join('/')
  const lines = files.map((f) => {
    const k = f.keys
    const flagged = f.sets.filter((s) => setProblems(s.keys).length).length
    const problems = fileProblems(k)
    return `${f.file.padEnd(52)} ${String(k.items).padStart(4)}  ${pct(k.positions).padEnd(14)} run ${k.longestRun}  z ${k.runsZ.toFixed(2).padStart(5)}  cycle ${k.cycle ? k.cycle.period : '-'}  sets ${f.sets.length} (${flagged} patterned, ${f.setsSummary.firstFourPermutations} deducible)${problems.length ? `  ✗ ${problems.join('; ')}` : ''}`
  })
  return [
    'Answer keys (choice items in file order): positions A/B/C/D(/E) %, longest run, runs-test z, cycle period',
    ...lines,
    `All ${allSets.sets} passage sets: first four keys A–D in some order in ${allSets.firstFourPermutations} (chance allows ${allSets.firstFourAllowed}); neighbours share a key ${allSets.equalNeighbours} times in ${allSets.neighbourPairs} (z ${allSets.equalNeighboursZ})`,
  ].join('\n')
}

function clonesTable(c: { threshold: number; above: number; closest: ClonePair[] }): string {
  return [
    `Closest pairs (MinHash over 5-character shingles; clones at ${c.threshold} or more: ${c.above})`,
    ...c.closest.map((p) => `${p.similarity.toFixed(3)}  ${p.kind.padEnd(7)} ${p.a}  ${p.b}`),
  ].join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const stats = bankStats(loadBankFiles().flatMap(({ bank }) => bank.questions))
  const keys = keyStats()
  const clones = cloneStats()
  console.log(
    process.argv.includes('--json')
      ? JSON.stringify({ ...stats, keys, clones }, null, 2)
      : [statsTable(stats), keysTable(keys), clonesTable(clones)].join('\n\n'),
  )
}
