// npm run bank:review [-- --limit N --offset N --json] · npm run bank:review -- --accept ID[,ID…] [--force]
// The operator's queue of generated questions, each with the bank's checks; accepted ones join the shared bank.
// npm run bank:review -- --difficulty [--min-answers N] [--json]: each bank item's share right and discrimination
// from every user's answers, with the items whose difficulty label the answers contradict.
import { loadQuestionBank } from '../seed/index.ts'
import { openStore } from '../store/open.ts'
import { runningServerPid } from './backup.ts'
import { acceptReviewed, pendingReviews, type PendingReview } from './bank-review.ts'
import { itemStatistics } from './item-difficulty.ts'
import { parseStoreCommand, runStoreCommand } from './store-command.ts'

const { values, env } = parseStoreCommand(
  {
    accept: { type: 'string', multiple: true },
    limit: { type: 'string', default: '20' },
    offset: { type: 'string', default: '0' },
    json: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    difficulty: { type: 'boolean', default: false },
    'min-answers': { type: 'string', default: '30' },
  },
  undefined,
  'npm run bank:review -- [--limit N] [--offset N] [--json] [--accept ID,ID] [--difficulty [--min-answers N]] [--data-dir DIR] [--database-url URL]',
)
const limit = Number(values.limit)
const offset = Number(values.offset)
if (!Number.isInteger(limit) || limit < 1 || limit > 1000 || !Number.isInteger(offset) || offset < 0) {
  console.error('--limit must be 1–1000 and --offset 0 or more')
  process.exit(2)
}
const minAnswers = Number(values['min-answers'])
if (!Number.isInteger(minAnswers) || minAnswers < 2) {
  console.error('--min-answers must be a whole number, 2 or more')
  process.exit(2)
}
const ids = ((values.accept as string[] | undefined) ?? [])
  .flatMap((v) => v.split(','))
  .map((id) => id.trim())
  .filter(Boolean)
// A running lowdb server keeps its data in memory and would write over an accept made beside it.
const pid = env.DATABASE_URL ? undefined : runningServerPid(env.DATA_DIR)
if (ids.length && pid && !values.force) {
  console.error(`The server (pid ${pid}) is running on ${env.DATA_DIR}: stop it first, or use PostgreSQL.`)
  process.exit(1)
}

await runStoreCommand('Review', async () => {
  const opened = await openStore(env, loadQuestionBank())
  try {
    if (values.difficulty) {
      const stats = itemStatistics(loadQuestionBank(), await opened.store.answers.outcomes(), minAnswers)
      const flagged = stats.filter((s) => s.flags.length)
      if (values.json) console.log(JSON.stringify({ minAnswers, items: stats }, null, 2))
      else {
        console.log(`${stats.length} bank items with ${minAnswers}+ answers; ${flagged.length} flagged`)
        for (const s of flagged)
          console.log(
            `${s.id}  ${s.label}  p = ${s.shareCorrect}  r = ${s.discrimination ?? '—'}  n = ${s.answers}  ${s.flags.join('; ')}`,
          )
      }
    } else if (ids.length) {
      const { accepted, refused } = await acceptReviewed(opened.store.questions, ids)
      for (const r of refused) console.error(`${r.id}: not accepted — ${r.reason}`)
      console.log(
        `Accepted ${accepted.length} of ${ids.length} into the shared bank${accepted.length ? `: ${accepted.join(', ')}` : ''}`,
      )
      process.exitCode = refused.length ? 1 : 0
    } else {
      const reviews = await pendingReviews(opened.store.questions, { limit, offset })
      if (values.json) console.log(JSON.stringify({ offset, items: reviews }, null, 2))
      else if (!reviews.length) console.log('No generated questions are waiting for review.')
      else for (const r of reviews) console.log(describe(r))
    }
  } finally {
    await opened.close()
  }
})

function describe(r: PendingReview): string {
  const q = r.question
  const maths =
    r.maths.status === 'not-read'
      ? `not re-solved (${r.maths.reason})`
      : `${r.maths.status} (engine: ${r.maths.solved.join(', ')})`
  return [
    `── ${q.id} · ${q.examType} · ${q.section}${q.level ? ` (${q.level})` : ''} · ${q.topic} · ${q.difficulty}`,
    `   requested by ${r.requester ?? 'nobody (stored before owners)'}${q.createdAt ? ` · ${q.createdAt}` : ''}`,
    `   ${q.questionText}`,
    ...(q.options ?? []).map((o) => `     ${o}`),
    `   key: ${q.correctAnswer}`,
    `   explanation: ${q.explanation ?? '—'}`,
    `   maths: ${maths}`,
    r.problems.length ? `   PROBLEMS (cannot be accepted): ${r.problems.join('; ')}` : '   checks: passed',
    ...(r.warnings.length ? [`   look at: ${r.warnings.join('; ')}`] : []),
  ].join('\n')
}
