import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { runCli } from '../../contracts/cli.ts'

/**
 * Proof the suite is implementation-agnostic: contracts/examples/minimal-server.mjs (plain node:http, in memory,
 * nothing from api/ or app/) on a free port, and the suite run against it with the subset it implements.
 * `npx tsx tests/contract/minimal.ts [more suite flags]`; a step of `npm test`.
 */

/** The operations the minimal server implements (also in contracts/README.md). */
export const MINIMAL_SUBSET = [
  '--filter',
  '^(GET /api/(health|catalog|exam-types|auth/user|login|logout|sessions/\\{userId\\})|POST /api/(auth/(register|login)|practice/start)|PATCH /api/practice/sessions)',
  '--filter',
  'unknown /api paths',
  // completing a session also reads progress and weakness analysis, which the minimal server does not have
  '--exclude',
  'completes the session',
  // the answer history and review cards (issue 13) are not in the minimal server either
  '--exclude',
  'answers',
  // nor a question bank to grade recorded answers from (decision 055)
  '--exclude',
  'the server grades from the key',
]

export async function startMinimalServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const script = fileURLToPath(new URL('../../contracts/examples/minimal-server.mjs', import.meta.url))
  const child = spawn(process.execPath, [script, '0'], { stdio: ['ignore', 'pipe', 'inherit'] })
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const m = out.match(/listening on (http:\/\/\S+)/)
      if (m) resolve(m[1])
    })
    child.once('exit', (code) => reject(new Error(`the minimal server exited (${code}) before listening`)))
  })
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const server = await startMinimalServer()
  let code = 1
  try {
    code = await runCli(['--base-url', server.url, ...MINIMAL_SUBSET, ...process.argv.slice(2)])
  } finally {
    await server.stop()
  }
  process.exit(code)
}
