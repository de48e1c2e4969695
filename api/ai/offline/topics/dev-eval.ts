import { readFileSync } from 'node:fs'
import { loadEvalCases } from '../eval-cases.ts'
import type { CaseResult } from '../eval-judge.ts'
import { scores } from '../eval-table.ts'
import { runEval } from '../eval.ts'

/**
 * A development set's concept score, with each miss printed (decision 110):
 * `npx tsx api/ai/offline/topics/dev-eval.ts api/ai/offline/topics/dev-concepts-r6.json`. Never for the held-out
 * part. `ALL=1` prints every case with a problem, not only concept misses. A miss is a wrong note (some note
 * quoted) or none (nothing quoted, or the closest topics offered); the score is also given per language and per set.
 * Near misses (`vague`: no note fits) count apart: right when nothing is quoted and the closest topics are offered.
 */
const files = process.argv.slice(2)
const outcome = (r: CaseResult) => (r.conceptOk ? 'right' : r.reply.sources.length ? 'wrong' : 'none')
const nearMiss = (r: CaseResult) => r.case.expect.kind === 'vague'

function groupLine(results: CaseResult[], key: (r: CaseResult) => string): string {
  const groups = new Map<string, CaseResult[]>()
  for (const r of results) groups.set(key(r), [...(groups.get(key(r)) ?? []), r])
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, list]) => `${name} ${list.filter((r) => r.conceptOk).length}/${list.length}`)
    .join(', ')
}

for (const file of files) {
  const cases = loadEvalCases(JSON.parse(readFileSync(file, 'utf8')))
  const results = await runEval(cases)
  for (const r of results)
    if (r.conceptOk === false || (nearMiss(r) && !r.kindOk) || (process.env.ALL && r.problems.length))
      console.log(
        `${r.case.id}\t${outcome(r)}\t${r.reply.intent}\t${r.reply.kind}\t${r.case.message.slice(0, 90)}\t${r.problems.join('; ').slice(0, 160)}`,
      )
  const concepts = results.filter((r) => r.conceptOk !== undefined)
  const s = scores(results)
  const count = (o: string) => concepts.filter((r) => outcome(r) === o).length
  console.log(
    `${file}: concepts ${s.concepts.ok}/${s.concepts.of} (${((100 * s.concepts.ok) / s.concepts.of).toFixed(0)}%): right ${count('right')}, wrong note ${count('wrong')}, none ${count('none')}; intents ${s.intents.ok}/${s.intents.of}; kind ${s.kind.ok}/${s.kind.of}; p95 ${s.p95Ms.toFixed(0)} ms`,
  )
  console.log(`  by language: ${groupLine(concepts, (r) => r.case.language)}`)
  const near = results.filter(nearMiss)
  if (near.length)
    console.log(
      `  near misses declined: ${near.filter((r) => r.kindOk).length}/${near.length} (${near.filter((r) => r.reply.sources.length).length} quoted a note)`,
    )
  console.log(`  by set: ${groupLine(concepts, (r) => r.case.set ?? '-')}`)
}
