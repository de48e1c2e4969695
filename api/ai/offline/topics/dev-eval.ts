import { readFileSync } from 'node:fs'
import { loadEvalCases } from '../eval-cases.ts'
import { scores } from '../eval-table.ts'
import { runEval } from '../eval.ts'

/**
 * A development set's concept score, with each miss printed (decision 110):
 * `npx tsx api/ai/offline/topics/dev-eval.ts api/ai/offline/topics/dev-concepts.json`. Never for the held-out part.
 * `ALL=1` prints every case with a problem, not only concept misses.
 */
const files = process.argv.slice(2)
for (const file of files) {
  const cases = loadEvalCases(JSON.parse(readFileSync(file, 'utf8')))
  const results = await runEval(cases)
  for (const r of results)
    if (r.conceptOk === false || (process.env.ALL && r.problems.length))
      console.log(
        `${r.case.id}\t${r.reply.intent}\t${r.reply.kind}\t${r.case.message.slice(0, 90)}\t${r.problems.join('; ').slice(0, 160)}`,
      )
  const s = scores(results)
  const by = (l: string) => scores(results.filter((r) => r.case.language === l)).concepts
  console.log(
    `${file}: concepts ${s.concepts.ok}/${s.concepts.of} (${((100 * s.concepts.ok) / s.concepts.of).toFixed(0)}%) en ${by('en').ok}/${by('en').of} uk ${by('uk').ok}/${by('uk').of} pl ${by('pl').ok}/${by('pl').of}; intents ${s.intents.ok}/${s.intents.of}; kind ${s.kind.ok}/${s.kind.of}; p95 ${s.p95Ms.toFixed(0)} ms`,
  )
}
