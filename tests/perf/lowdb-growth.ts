import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openLowCollection } from '../../api/store/index.ts'
import { practiceStore } from '../../api/store/practice.ts'

/** Write latency of the lowdb store (one practice-session update: the whole file rewritten and fsynced). */
export interface GrowthRow {
  targetMb: number
  fileMb: number
  sessions: number
  p50: number
  p99: number
  max: number
}

/**
 * For each size: a practice-sessions file of about that many MB (copies of one real session), the store opened
 * on it, then `writes` updates of one session timed one after another.
 */
export async function lowdbWriteLatency(sizesMb: number[], writes = 20): Promise<GrowthRow[]> {
  const rows: GrowthRow[] = []
  for (const mb of sizesMb) {
    const dir = mkdtempSync(path.join(tmpdir(), 'examready-growth-'))
    try {
      const seedStore = practiceStore(await openLowCollection(dir, 'practice'))
      const sample = await seedStore.create({
        userId: 'usr_bench',
        examType: 'NMT',
        countryCode: 'UA',
        subjects: ['Mathematics', 'Ukrainian Language'],
        questionsAttempted: 0,
        questionsCorrect: 0,
        totalTime: 0,
      } as Parameters<typeof seedStore.create>[0])
      const filled = {
        ...sample,
        subjectScores: { Mathematics: 70 },
        topicBreakdown: { algebra: { correct: 7, total: 10 } },
      }
      const one = JSON.stringify(filled).length + 1
      const count = Math.max(1, Math.round((mb * 1024 * 1024) / one))
      const sessions = Array.from({ length: count }, (_, i) => ({ ...filled, id: `${sample.id}_${i}` }))
      const file = path.join(dir, 'practice-sessions.json')
      writeFileSync(file, JSON.stringify({ sessions }))
      const store = practiceStore(await openLowCollection(dir, 'practice'))
      const target = sessions[Math.floor(count / 2)].id
      const times: number[] = []
      for (let i = 0; i < writes; i++) {
        const t0 = performance.now()
        await store.update('usr_bench', target, {
          questionsAttempted: i + 1,
          questionsCorrect: i,
          totalTime: (i + 1) * 30,
        })
        times.push(performance.now() - t0)
      }
      times.sort((a, b) => a - b)
      rows.push({
        targetMb: mb,
        fileMb: statSync(file).size / 1024 / 1024,
        sessions: count,
        p50: times[Math.floor(times.length / 2)],
        p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))],
        max: times[times.length - 1],
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  return rows
}

export function formatGrowth(rows: GrowthRow[]): string {
  const lines = [
    `  ${'data'.padEnd(10)} ${'file'.padStart(9)} ${'sessions'.padStart(9)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'max'.padStart(9)}`,
  ]
  for (const r of rows)
    lines.push(
      `  ${`${r.targetMb} MB`.padEnd(10)} ${`${r.fileMb.toFixed(1)} MB`.padStart(9)} ${String(r.sessions).padStart(9)} ${`${r.p50.toFixed(1)} ms`.padStart(9)} ${`${r.p99.toFixed(1)} ms`.padStart(9)} ${`${r.max.toFixed(1)} ms`.padStart(9)}`,
    )
  return lines.join('\n')
}
