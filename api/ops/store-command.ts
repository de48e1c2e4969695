// What `npm run backup`, `restore` and `bank:review` share: the store they act on, from the environment or the command line.
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { parseEnv } from '../env.ts'

const STORE_OPTIONS = { 'data-dir': { type: 'string' }, 'database-url': { type: 'string' } } as const

/**
 * The command's options (its own and `--data-dir`, `--database-url`, which stand in for DATA_DIR and DATABASE_URL)
 * and the environment they give. Without the `required` option (when there is one) it prints `usage` and exits 2.
 */
export function parseStoreCommand(options: ParseArgsConfig['options'], required: string | undefined, usage: string) {
  const { values } = parseArgs({ options: { ...options, ...STORE_OPTIONS } }) as {
    values: Record<string, string | boolean | string[] | undefined>
  }
  if (required && !values[required]) {
    console.error(`Usage: ${usage}`)
    process.exit(2)
  }
  const env = parseEnv({
    ...process.env,
    ...(values['data-dir'] ? { DATA_DIR: String(values['data-dir']) } : {}),
    ...(values['database-url'] ? { DATABASE_URL: String(values['database-url']) } : {}),
  })
  return { values, env }
}

/** Runs the command; a failure is one line (`<what> failed: …`) and exit code 1. */
export async function runStoreCommand(what: string, run: () => Promise<void>): Promise<void> {
  try {
    await run()
  } catch (error) {
    console.error(`${what} failed: ${(error as Error).message}`)
    process.exit(1)
  }
}
