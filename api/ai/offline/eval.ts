import { pathToFileURL } from 'node:url'
import { composeTutorReply } from './compose-node.ts'
import type { OfflineReply } from './compose.ts'
import { EVAL_CASES, HELD_OUT_FILE, loadHeldOutCases, ROUND10_CASES, type EvalCase } from './eval-cases.ts'
import { conceptDevSetCases, devSetCases } from './eval-dev-sets.ts'
import { prepareCase } from './eval-input.ts'
import { judge, type CaseResult } from './eval-judge.ts'
import { bySet, scores, setTable, sourceTable, table, targets } from './eval-table.ts'
import { streamText } from './stream.ts'
import { nodeTutorResources } from './tutor-node.ts'
import { warmUpTutor } from './warm-up.ts'

/**
 * `npm run eval:tutor`: sends every case of the tuning part (eval-cases.json) and of the held-out part
 * (eval-heldout.json) to the offline engine, as the server would (streamed), and prints both parts' scores side
 * by side: maths answered correctly (checked numerically against the case), wrong answers shown, concepts answered
 * from the right note in the student's language, intents, the reply's language and kind, and the time to the
 * first text (p95). The held-out part is printed as scores only, never case by case (EVAL.md). Exits non-zero when
 * the held-out targets are not met. The search index and the maths libraries are warmed first, as at start-up.
 */

/** One case as the server runs it: the streamed reply, timed to its first piece of text. */
export async function runCase(c: EvalCase): Promise<CaseResult> {
  const { input, earlier } = prepareCase(c)
  let reply: OfflineReply | undefined
  const started = performance.now()
  let firstTextMs = Number.NaN
  let text = ''
  for await (const piece of streamText(() => {
    reply = composeTutorReply(input)
    return reply.text
  })) {
    if (Number.isNaN(firstTextMs)) firstTextMs = performance.now() - started
    text += piece
  }
  if (!reply || text !== reply.text) throw new Error(`${c.id}: the stream does not add up to the reply`)
  return judge(c, reply, firstTextMs, earlier)
}

export async function runEval(cases: EvalCase[] = EVAL_CASES): Promise<CaseResult[]> {
  await warmUpTutor(nodeTutorResources)
  const results: CaseResult[] = []
  for (const c of cases) results.push(await runCase(c))
  return results
}

async function main() {
  const coldStart = performance.now()
  await warmUpTutor(nodeTutorResources)
  const warmMs = performance.now() - coldStart
  // The tuning part is every case engineers tune on: eval-cases.json and the maths and concept development sets.
  const own = await runEval()
  const round10 = await runEval(ROUND10_CASES)
  const tuning = [...own, ...round10, ...(await runEval([...devSetCases(), ...conceptDevSetCases()]))]
  // `--held-out=<file>` reads the held-out part from elsewhere (a checkout of the branch that holds it).
  const path = process.argv.find((a) => a.startsWith('--held-out='))?.slice('--held-out='.length)
  const heldOutFile = path ? pathToFileURL(path) : HELD_OUT_FILE
  const heldOutCases = loadHeldOutCases(heldOutFile)
  const heldOut = heldOutCases && (await runEval(heldOutCases))
  console.log(
    `Offline tutor evaluation: ${tuning.length} tuning and ${heldOut?.length ?? 0} held-out messages (start-up warm-up ${warmMs.toFixed(0)} ms)\n`,
  )
  if (!heldOut)
    console.log(`No held-out part (${heldOutFile.pathname} is absent): its scores and targets are skipped.\n`)
  console.log(table(tuning, heldOut))
  console.log(
    `\nThe tuning part by source:\n${sourceTable([['eval-cases.json', own], ['eval-cases-r10.json', round10], ...bySet(tuning.slice(own.length + round10.length))])}`,
  )
  console.log(`\nBy set (cases with no problem):\n${setTable(tuning, heldOut)}`)
  const failures = [...own, ...round10].filter((r) => r.problems.length)
  if (failures.length) {
    console.log('\nTuning cases with problems:')
    for (const f of failures) console.log(`  ${f.case.id}: ${f.problems.join('; ')}`)
  }
  if (process.argv.includes('--verbose'))
    for (const r of tuning)
      console.log(`\n=== ${r.case.id} (${r.reply.kind}, ${r.firstTextMs.toFixed(1)} ms)\n${r.reply.text}`)
  const verdict = targets(scores(tuning), heldOut && scores(heldOut))
  console.log(`\n${verdict.lines.join('\n')}`)
  process.exitCode = verdict.met ? 0 : 1
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
