import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { documentPath, useDocument } from './document.ts'
import type { Target } from './harness.ts'
import { humanReport, junitReport, progressLine } from './report.ts'
import { caseFilter, runSuite, type SuiteResult } from './runner.ts'
import { allCases } from './suite.ts'

export const USAGE = `ExamReady contract suite: checks a running server against openapi/openapi.yaml.

usage: examready-contract-suite --base-url http://host:port [options]

  --base-url URL           the server under test (env CONTRACT_BASE_URL)
  --ai-down-base-url URL   a second instance whose AI provider is down, for the 503 cases; without it they are
                           skipped (env CONTRACT_AI_DOWN_BASE_URL)
  --filter REGEX           run only cases whose name or operation matches (case-insensitive); repeat to add more
                           (env CONTRACT_FILTER, several separated by newlines)
  --exclude REGEX          leave out cases whose name or operation matches; repeatable (env CONTRACT_EXCLUDE)
  --timeout MS             per-request timeout, default 15000 (env CONTRACT_TIMEOUT_MS)
  --ai-timeout MS          per-request timeout for tutor, chat and generation, default 60000 (env CONTRACT_AI_TIMEOUT_MS)
  --rate-limit-attempts N  failed sign-ins to try before the 429 case gives up; default: one more than the
                           document's x-rate-limit.maxFailedAttemptsPerWindow (env CONTRACT_RATE_LIMIT_ATTEMPTS)
  --reporter human|junit   junit also writes JUnit XML (to --junit-file, else to stdout); default human
                           (env CONTRACT_REPORTER)
  --junit-file FILE        where the JUnit XML goes (alias --output; env CONTRACT_JUNIT_FILE); implies junit
  --openapi FILE           the OpenAPI document, default ../openapi/openapi.yaml or the copy packed with the suite
                           (env CONTRACT_OPENAPI)
  --created-file FILE      write the ids of the users, sessions and questions the run created (JSON)
  --verbose                list the declared statuses no case exercised
  --list                   print the cases (after --filter) and exit
  --help

Exit status: 0 when every case passed or was skipped, 1 when one failed, 2 for a usage error.`

export interface CliOptions {
  baseUrl?: string
  aiDownBaseUrl?: string
  filters: string[]
  excludes: string[]
  timeoutMs: number
  aiTimeoutMs: number
  rateLimitAttempts?: number
  reporter: 'human' | 'junit'
  junitFile?: string
  openapi?: string
  createdFile?: string
  verbose: boolean
  list: boolean
  help: boolean
}

export class UsageError extends Error {}

function positiveInt<F extends number | undefined>(value: string | undefined, flag: string, fallback: F): number | F {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n <= 0) throw new UsageError(`${flag} must be a positive whole number, got '${value}'`)
  return n
}

function url(value: string | undefined, flag: string): string | undefined {
  if (!value) return undefined
  try {
    const u = new URL(value)
    if (!/^https?:$/.test(u.protocol)) throw new Error()
    return value.replace(/\/+$/, '')
  } catch {
    throw new UsageError(`${flag} must be an http(s) URL, got '${value}'`)
  }
}

/** Flags win over environment variables. */
export function parseCliOptions(argv: string[], env: Record<string, string | undefined> = process.env): CliOptions {
  let values: Record<string, string | string[] | boolean | undefined>
  try {
    values = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        'base-url': { type: 'string' },
        'ai-down-base-url': { type: 'string' },
        filter: { type: 'string', multiple: true },
        exclude: { type: 'string', multiple: true },
        timeout: { type: 'string' },
        'ai-timeout': { type: 'string' },
        'rate-limit-attempts': { type: 'string' },
        reporter: { type: 'string' },
        'junit-file': { type: 'string' },
        output: { type: 'string' },
        openapi: { type: 'string' },
        'created-file': { type: 'string' },
        verbose: { type: 'boolean' },
        list: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  const str = (k: string) => values[k] as string | undefined
  const junitFile = str('junit-file') ?? str('output') ?? env.CONTRACT_JUNIT_FILE
  const reporter = str('reporter') ?? env.CONTRACT_REPORTER ?? (junitFile ? 'junit' : 'human')
  if (reporter !== 'human' && reporter !== 'junit')
    throw new UsageError(`--reporter must be human or junit, got '${reporter}'`)
  const list = (flag: string, envValue: string | undefined) =>
    ((values[flag] as string[] | undefined) ?? (envValue ? envValue.split('\n') : []))
      .map((f) => f.trim())
      .filter(Boolean)
  return {
    baseUrl: url(str('base-url') ?? env.CONTRACT_BASE_URL, '--base-url'),
    aiDownBaseUrl: url(str('ai-down-base-url') ?? env.CONTRACT_AI_DOWN_BASE_URL, '--ai-down-base-url'),
    filters: list('filter', env.CONTRACT_FILTER),
    excludes: list('exclude', env.CONTRACT_EXCLUDE),
    timeoutMs: positiveInt(str('timeout') ?? env.CONTRACT_TIMEOUT_MS, '--timeout', 15_000),
    aiTimeoutMs: positiveInt(str('ai-timeout') ?? env.CONTRACT_AI_TIMEOUT_MS, '--ai-timeout', 60_000),
    rateLimitAttempts: positiveInt(
      str('rate-limit-attempts') ?? env.CONTRACT_RATE_LIMIT_ATTEMPTS,
      '--rate-limit-attempts',
      undefined,
    ),
    reporter,
    junitFile,
    openapi: str('openapi') ?? env.CONTRACT_OPENAPI,
    createdFile: str('created-file') ?? env.CONTRACT_CREATED_FILE,
    verbose: Boolean(values.verbose),
    list: Boolean(values.list),
    help: Boolean(values.help),
  }
}

export interface CliHooks {
  /** In the repo: a target to use when no --base-url is given (our server, the mocks). */
  defaultTarget?: () => Promise<{ target: Target; stop: () => Promise<void> }>
  stdout?: (s: string) => void
  stderr?: (s: string) => void
}

/** Runs the suite as the command line asks; returns the exit status. */
export async function runCli(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  hooks: CliHooks = {},
): Promise<number> {
  const stdout = hooks.stdout ?? ((s: string) => process.stdout.write(`${s}\n`))
  const stderr = hooks.stderr ?? ((s: string) => process.stderr.write(`${s}\n`))
  let options: CliOptions
  try {
    options = parseCliOptions(argv, env)
    if (options.help) {
      stdout(USAGE)
      return 0
    }
    useDocument(options.openapi ? path.resolve(options.openapi) : undefined)
    if (!options.baseUrl && !hooks.defaultTarget && !options.list)
      throw new UsageError('--base-url (or CONTRACT_BASE_URL) is required')
  } catch (error) {
    stderr(`${(error as Error).message}\n\n${USAGE}`)
    return 2
  }
  const cases = allCases().filter(caseFilter(options.filters, options.excludes))
  if (options.list) {
    for (const c of cases) stdout(`${c.operation}\t${c.name}`)
    stdout(`${cases.length} cases`)
    return 0
  }
  if (cases.length === 0) {
    stderr(`no case matches --filter ${options.filters.join(', ')} (--list shows them)`)
    return 2
  }
  // JUnit on stdout: the human report goes to stderr so the XML stays clean.
  const xmlToStdout = options.reporter === 'junit' && !options.junitFile
  const human = xmlToStdout ? stderr : stdout
  const { target, stop } = options.baseUrl
    ? {
        target: {
          label: options.baseUrl,
          baseUrl: options.baseUrl,
          aiDown: options.aiDownBaseUrl ? { baseUrl: options.aiDownBaseUrl } : undefined,
        },
        stop: async () => {},
      }
    : await hooks.defaultTarget!()
  human(`Contract suite against ${target.label}: ${cases.length} cases (document ${documentPath()})\n`)
  let result: SuiteResult
  try {
    result = await runSuite(target, cases, {
      timeoutMs: options.timeoutMs,
      aiTimeoutMs: options.aiTimeoutMs,
      rateLimitAttempts: options.rateLimitAttempts,
      onResult: (r) => human(progressLine(r)),
    })
  } finally {
    await stop()
  }
  human(humanReport(result, { verbose: options.verbose }))
  if (options.reporter === 'junit') {
    const report = junitReport(result)
    if (options.junitFile) {
      mkdirSync(path.dirname(path.resolve(options.junitFile)), { recursive: true })
      writeFileSync(options.junitFile, report)
      human(`JUnit XML written to ${options.junitFile}`)
    } else stdout(report)
  }
  if (options.createdFile) writeFileSync(options.createdFile, `${JSON.stringify(result.created, null, 2)}\n`)
  return result.failed > 0 ? 1 : 0
}
