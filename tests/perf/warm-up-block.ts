// `[BASE_DIR=<another checkout>] npx tsx tests/perf/warm-up-block.ts [rounds]`: the offline tutor's warm-up, which a
// fresh server runs once it listens (api/server.ts), measured from inside: how long it takes and the longest time it
// held the event loop (a timer due every 10 ms, how late it fired) — what a request arriving meanwhile waits at
// most. With BASE_DIR, that checkout's warm-up and this one's in turns, each on its own fresh resources (decision 163).
// Prints, never fails.
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const rounds = Number(process.argv[2] ?? 2)
const checkouts = [...(process.env.BASE_DIR ? [['base', path.resolve(process.env.BASE_DIR)]] : []), ['this', here]]

async function measure(root: string) {
  const from = (file: string) => import(pathToFileURL(path.join(root, file)).href)
  const { warmUpTutor } = await from('api/ai/offline/warm-up.ts')
  const { tutorResourcesFrom } = await from('api/ai/offline/resources.ts')
  const seed = await from('api/seed/index.ts')
  const resources = tutorResourcesFrom(() => ({
    bank: seed.loadQuestionBank(),
    notes: seed.loadStudyNotes(),
    examTypes: seed.loadExamTypes(),
  }))
  let longest = 0
  let last = performance.now()
  const timer = setInterval(() => {
    const now = performance.now()
    longest = Math.max(longest, now - last - 10)
    last = now
  }, 10)
  const started = performance.now()
  await warmUpTutor(resources)
  const took = performance.now() - started
  clearInterval(timer)
  return { took, longest: Math.max(longest, performance.now() - last - 10) }
}

for (let round = 1; round <= rounds; round++)
  for (const [name, root] of checkouts) {
    const { took, longest } = await measure(root)
    console.log(
      `  ${name} (round ${round}): warm-up ${took.toFixed(0)} ms, longest hold of the event loop ${longest.toFixed(0)} ms`,
    )
  }
