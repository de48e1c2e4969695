import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MINIMAL_SUBSET, startMinimalServer } from '../tests/contract/minimal.ts'
import { parseCliOptions, runCli } from './cli.ts'
import { defaultDocumentPath, documentPath, useDocument } from './document.ts'
import type { Case } from './harness.ts'
import { humanReport, junitReport } from './report.ts'
import { caseFilter, type SuiteResult } from './runner.ts'

// The suite's command line and reporters: flags and environment, filters, JUnit and the human report, the
// document path, and a real run against the minimal server.

describe('parseCliOptions', () => {
  it('reads flags, and flags win over environment variables', () => {
    const o = parseCliOptions(
      [
        '--base-url',
        'http://flag.test:8080/',
        '--filter',
        'auth',
        '--filter',
        'practice',
        '--exclude',
        'bad input',
        '--timeout',
        '2500',
        '--reporter',
        'junit',
        '--output',
        'out.xml',
        '--openapi',
        'doc.yaml',
      ],
      { CONTRACT_BASE_URL: 'http://env.test', CONTRACT_TIMEOUT_MS: '99', CONTRACT_FILTER: 'health' },
    )
    expect(o).toMatchObject({
      baseUrl: 'http://flag.test:8080',
      filters: ['auth', 'practice'],
      excludes: ['bad input'],
      timeoutMs: 2500,
      aiTimeoutMs: 60000,
      reporter: 'junit',
      junitFile: 'out.xml',
      openapi: 'doc.yaml',
    })
  })

  it('falls back to the environment variables', () => {
    const o = parseCliOptions([], {
      CONTRACT_BASE_URL: 'http://env.test',
      CONTRACT_AI_DOWN_BASE_URL: 'http://down.test',
      CONTRACT_FILTER: 'health\ncatalog',
      CONTRACT_TIMEOUT_MS: '1234',
      CONTRACT_AI_TIMEOUT_MS: '5678',
      CONTRACT_RATE_LIMIT_ATTEMPTS: '70',
      CONTRACT_JUNIT_FILE: 'env.xml',
    })
    expect(o).toMatchObject({
      baseUrl: 'http://env.test',
      aiDownBaseUrl: 'http://down.test',
      filters: ['health', 'catalog'],
      timeoutMs: 1234,
      aiTimeoutMs: 5678,
      rateLimitAttempts: 70,
      junitFile: 'env.xml',
      reporter: 'junit',
    })
    expect(parseCliOptions([], {}).reporter).toBe('human')
    expect(parseCliOptions([], {}).rateLimitAttempts).toBeUndefined()
  })

  it.each([
    [['--timeout', '0'], /--timeout must be a positive whole number/],
    [['--timeout', 'soon'], /--timeout must be a positive whole number/],
    [['--reporter', 'tap'], /--reporter must be human or junit/],
    [['--base-url', 'ftp://x'], /--base-url must be an http\(s\) URL/],
    [['--no-such-flag'], /Unknown option/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseCliOptions(argv, {})).toThrow(message)
  })
})

describe('caseFilter', () => {
  const cases = [
    { name: 'register signs the new user in', operation: 'POST /api/auth/register' },
    { name: 'bad input: POST /api/auth/register rejects', operation: 'POST /api/auth/register' },
    { name: 'GET /api/health answers', operation: 'GET /api/health' },
  ] as Case[]
  const names = (filters: string[], excludes: string[] = []) =>
    cases.filter(caseFilter(filters, excludes)).map((c) => c.name)

  it('keeps everything without filters', () => expect(names([])).toHaveLength(3))
  it('matches names or operations, case-insensitively, any of several', () => {
    expect(names(['^post /api/auth'])).toEqual([cases[0].name, cases[1].name])
    expect(names(['HEALTH', 'signs'])).toEqual([cases[0].name, cases[2].name])
  })
  it('excludes win', () => expect(names(['auth'], ['bad input'])).toEqual([cases[0].name]))
  it('treats an invalid expression as plain text', () => expect(names(['GET /api/health ('])).toEqual([]))
})

const result: SuiteResult = {
  target: 'http://x.test <&>',
  passed: 1,
  failed: 1,
  skipped: 1,
  ms: 1500,
  results: [
    { name: 'ok case', operation: 'GET /api/health', outcome: 'passed', ms: 10 },
    {
      name: 'broken "case" <1>',
      operation: 'GET /api/health',
      outcome: 'failed',
      ms: 20,
      message: 'GET /api/health → 202: status 202 is not documented',
      rule: '#/paths/~1api~1health/get/responses',
      exchange: {
        request: { method: 'GET', url: 'http://x.test/api/health' },
        response: { status: 202, contentType: 'application/json', body: '{"status":"ok"}' },
      },
    },
    { name: 'needs AI down', operation: 'POST /api/ai/chat', outcome: 'skipped', ms: 0, message: 'no switch' },
  ],
  coverage: {
    operations: [
      { operation: 'GET /api/health', declared: ['200', '400', '429'], exercised: ['200'] },
      { operation: 'POST /api/ai/chat', declared: ['200', '503'], exercised: [] },
    ],
    operationsExercised: 1,
    operationsDeclared: 2,
    pairsExercised: 1,
    pairsDeclared: 5,
  },
  created: {
    users: [{ id: 'u1', email: 'a@example.test' }],
    practiceSessions: [],
    tutorSessions: [],
    generatedQuestions: [],
  },
}

describe('reports', () => {
  it('the human report groups by operation and shows rule, request and response of a failure', () => {
    const text = humanReport(result, { verbose: true })
    expect(text).toMatch(/GET \/api\/health\s+1 passed, 1 failed/)
    expect(text).toMatch(/POST \/api\/ai\/chat\s+0 passed, 0 failed, 1 skipped/)
    expect(text).toContain('rule broken: #/paths/~1api~1health/get/responses')
    expect(text).toContain('request:  GET http://x.test/api/health')
    expect(text).toContain('response: 202 application/json {"status":"ok"}')
    expect(text).toContain('coverage: 1/2 operations, 1/5 operation × status pairs')
    expect(text).toMatch(/GET \/api\/health\s+not exercised: 400, 429/)
    expect(text.trim().split('\n').at(-1)).toBe('1 passed, 1 failed, 1 skipped (1.5 s)')
  })

  it('JUnit XML: one testsuite per operation, escaped, with failure details and skips', () => {
    const xml = junitReport(result)
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="contract suite: http:\/\/x.test &lt;&amp;&gt;" tests="3" failures="1" errors="0" skipped="1" time="1.500">/,
    )
    expect(xml.match(/<testsuite /g)).toHaveLength(2)
    expect(xml).toContain(
      '<testcase classname="GET /api/health" name="broken &quot;case&quot; &lt;1&gt;" time="0.020">',
    )
    expect(xml).toContain(
      '<failure message="GET /api/health → 202: status 202 is not documented" type="ContractFailure">',
    )
    expect(xml).toContain('rule broken: #/paths/~1api~1health/get/responses')
    expect(xml).toContain('<skipped message="no switch"/>')
    expect(xml).toContain('<property name="declared statuses" value="200 400 429"/>')
    // well formed: every opened element is closed
    expect(xml.match(/<testsuite /g)?.length).toBe(xml.match(/<\/testsuite>/g)?.length)
    expect(xml.trim().endsWith('</testsuites>')).toBe(true)
  })
})

describe('runCli', () => {
  let server: Awaited<ReturnType<typeof startMinimalServer>>
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-cli-test-'))
  const out: string[] = []
  const err: string[] = []
  const io = { stdout: (s: string) => out.push(s), stderr: (s: string) => err.push(s) }

  beforeAll(async () => {
    server = await startMinimalServer()
  })
  afterAll(async () => {
    await server.stop()
    useDocument()
  })

  it('needs a base URL, and says so with exit status 2', async () => {
    expect(await runCli([], {}, io)).toBe(2)
    expect(err.join('\n')).toMatch(/--base-url \(or CONTRACT_BASE_URL\) is required/)
  })

  it('--list prints the filtered cases without calling anything', async () => {
    out.length = 0
    expect(await runCli(['--list', '--filter', '^GET /api/health$'], {}, io)).toBe(0)
    expect(out.at(-1)).toBe('2 cases')
  })

  it('runs against the minimal server and writes JUnit XML', async () => {
    out.length = 0
    const file = path.join(dir, 'junit.xml')
    const code = await runCli(
      [
        '--base-url',
        server.url,
        '--filter',
        '^GET /api/(health|catalog)$',
        '--reporter',
        'junit',
        '--junit-file',
        file,
      ],
      {},
      io,
    )
    expect(code).toBe(0)
    const xml = readFileSync(file, 'utf8')
    expect(xml).toMatch(/<testsuites [^>]*tests="5" failures="0"/)
    expect(xml).toContain('<testsuite name="GET /api/catalog"')
    expect(out.join('\n')).toMatch(/^5 passed, 0 failed/m)
    expect(out.join('\n')).toMatch(/coverage: \d+\/\d+ operations, \d+\/\d+ operation × status pairs/)
  })

  it('junit without a file: XML alone on stdout, the human report on stderr', async () => {
    out.length = 0
    err.length = 0
    expect(
      await runCli(['--base-url', server.url, '--filter', '^GET /api/health$', '--reporter', 'junit'], {}, io),
    ).toBe(0)
    expect(out.join('\n').startsWith('<?xml')).toBe(true)
    expect(err.join('\n')).toMatch(/^2 passed, 0 failed/m)
  })

  it('--timeout: a request that takes longer fails the case and names the flag', async () => {
    out.length = 0
    // A server that accepts the connection and never answers.
    const silent = net.createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as AddressInfo
    let code: number
    try {
      code = await runCli(
        ['--base-url', `http://127.0.0.1:${port}`, '--filter', '^GET /api/health answers', '--timeout', '200'],
        {},
        io,
      )
    } finally {
      silent.close()
    }
    expect(code).toBe(1)
    expect(out.join('\n')).toMatch(/timed out after 200 ms; raise --timeout/)
  })

  it('--openapi: the suite checks against the given document (a renamed field then fails a real server)', async () => {
    const original = readFileSync(defaultDocumentPath(), 'utf8')
    const renamed = original.replace(/(\n {4}Health:\n(?:.*\n)*? {6}required: )\[status\]/, '$1[state]')
    expect(renamed).not.toBe(original)
    const file = path.join(dir, 'renamed.yaml')
    writeFileSync(file, renamed)
    out.length = 0
    const code = await runCli(['--base-url', server.url, '--filter', '^GET /api/health$', '--openapi', file], {}, io)
    expect(documentPath()).toBe(file)
    expect(code).toBe(1)
    expect(out.join('\n')).toMatch(/body must have required property 'state'/)
    expect(out.join('\n')).toMatch(/rule broken: #\/components\/schemas\/Health|rule broken: #\/paths\/~1api~1health/)
  })

  it('a missing document is a usage error', async () => {
    err.length = 0
    expect(await runCli(['--base-url', server.url, '--openapi', path.join(dir, 'nope.yaml')], {}, io)).toBe(2)
    expect(err.join('\n')).toMatch(/OpenAPI document not found/)
  })

  it('the minimal-server subset is what the README documents', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8')
    for (const flag of MINIMAL_SUBSET.filter((_, i) => i % 2 === 1)) expect(readme).toContain(flag)
  })
})
