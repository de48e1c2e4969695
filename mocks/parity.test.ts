import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getResponse } from 'msw'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { createApiApp } from '../api/app.ts'
import { parseEnv } from '../api/env.ts'
import { handlers, resetMockDb, setMockOptions } from './node.ts'
import type { LooseJson } from './test-client.ts'

/**
 * The same script of requests against the real server (temp DATA_DIR, offline AI) and against the mocks:
 * every answer must match — status, problem body (detail and field errors word for word), content type,
 * redirects, cookies and, for success bodies, the data with ids and timestamps normalised. Generated items
 * are random on the server, so only their shape is compared.
 */

type Send = (request: Request) => Promise<Response>

interface Step {
  label: string
  method?: string
  path: string
  /** Which simulated person sends it (their cookies). */
  as?: string
  json?: unknown
  raw?: { body: string; contentType?: string }
  /** Compare only the shape of a success body (generated questions). */
  shapeOnly?: boolean
}

const FINAL = {
  questionsAttempted: 5,
  questionsCorrect: 3,
  subjectScores: { 'Math 30-1': 100, 'English 30-1': 20 },
  topicBreakdown: { functions: { correct: 3, total: 3 } },
  completed: true,
  totalTime: 410,
}

// Answers with their own times, so both sides list them in the same order.
const ANSWER_WRONG = {
  questionId: 'sat-math-calculator-005',
  examType: 'SAT',
  section: 'Math Calculator',
  topic: 'geometry',
  difficulty: 'Easy',
  chosen: 'A) √63',
  correct: false,
  seconds: 40,
  answeredAt: '2026-11-20T10:00:00.000Z',
}
const ANSWER_RIGHT = {
  ...ANSWER_WRONG,
  questionId: 'sat-math-calculator-001',
  topic: 'problem_solving',
  chosen: 'B) 7.5',
  correct: true,
  seconds: 20,
  answeredAt: '2026-11-20T10:01:00.000Z',
}
const ANSWER_DEMO = {
  questionId: 'nmt-builtin-1',
  examType: 'NMT',
  section: 'Ukrainian Language',
  topic: 'grammar',
  difficulty: 'Easy',
  chosen: null,
  correct: false,
  seconds: 0,
  answeredAt: '2026-11-20T10:02:00.000Z',
}

function script(): Step[] {
  const json = (label: string, method: string, p: string, body: unknown, as?: string): Step => ({
    label,
    method,
    path: p,
    json: body,
    as,
  })
  return [
    { label: 'health', path: '/api/health' },
    { label: 'health, trailing slash and capitals', path: '/API/Health/' },
    { label: 'unknown path', path: '/api/nope/deeper?x=1' },
    { label: 'bare /api', path: '/api' },
    { label: 'wrong method', method: 'DELETE', path: '/api/auth/user' },
    { label: 'HEAD', method: 'HEAD', path: '/api/health' },
    { label: 'unknown query', path: '/api/health?x=1' },
    { label: 'limit 0', path: '/api/questions?limit=0' },
    { label: 'limit twice', path: '/api/questions?limit=1&limit=2' },
    { label: 'limit not a number', path: '/api/questions?limit=ten' },
    { label: 'bad enums', path: '/api/questions?examType=GRE&difficulty=Impossible' },
    { label: 'empty section', path: '/api/questions?section=' },
    {
      label: 'section with spaces and &',
      path: '/api/questions?examType=SAT&section=Evidence-Based%20Reading%20%26%20Writing&limit=3',
    },
    { label: 'section with +', path: '/api/questions?examType=SAT&section=Math+Calculator&limit=2&offset=1' },
    { label: 'topic filter', path: '/api/questions?topic=ALGEBRA&limit=3' },
    { label: 'level filter', path: '/api/questions?examType=MATURA_BASIC&level=Basic&limit=4' },
    { label: 'default page', path: '/api/questions' },
    { label: 'catalog', path: '/api/catalog' },
    { label: 'exam types', path: '/api/exam-types' },
    { label: 'unencoded returnTo', path: '/api/login?returnTo=/progress' },
    { label: 'returnTo //host', path: `/api/login?returnTo=${encodeURIComponent('//evil.example')}` },
    { label: 'returnTo', path: `/api/login?returnTo=${encodeURIComponent('/progress?tab=1')}` },
    { label: 'login navigation, no query', path: '/api/login' },
    {
      label: 'text/plain body',
      method: 'POST',
      path: '/api/auth/register',
      raw: { body: '{}', contentType: 'text/plain' },
    },
    { label: 'no content type', method: 'POST', path: '/api/auth/register', raw: { body: '' } },
    {
      label: 'latin1 charset',
      method: 'POST',
      path: '/api/auth/register',
      raw: { body: '{}', contentType: 'application/json; charset=latin1' },
    },
    {
      label: 'merge-patch+json',
      method: 'POST',
      path: '/api/auth/register',
      raw: { body: '{}', contentType: 'application/merge-patch+json' },
    },
    {
      label: 'malformed JSON',
      method: 'POST',
      path: '/api/auth/register',
      raw: { body: '{"a":', contentType: 'application/json' },
    },
    {
      label: 'a JSON string',
      method: 'POST',
      path: '/api/auth/register',
      raw: { body: '"text"', contentType: 'application/json' },
    },
    {
      label: 'malformed JSON, unknown path',
      method: 'POST',
      path: '/api/nope',
      raw: { body: '{', contentType: 'application/json' },
    },
    {
      label: 'empty JSON body',
      method: 'POST',
      path: '/api/auth/register',
      raw: { body: '', contentType: 'application/json' },
    },
    {
      label: 'too large',
      method: 'POST',
      path: '/api/auth/login',
      raw: { body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(70_000) }), contentType: 'application/json' },
    },
    json('register: every problem at once', 'POST', '/api/auth/register', {
      email: 'nope',
      password: 'short',
      extra: 1,
    }),
    json('register: an array', 'POST', '/api/auth/register', [1, 2]),
    json('register: wrong types', 'POST', '/api/auth/register', {
      email: 'a@example.com',
      password: 12345678,
      firstName: 12345,
    }),
    json('register: blank name', 'POST', '/api/auth/register', {
      email: 'a@example.com',
      password: 'long-enough-1',
      firstName: '   ',
    }),
    json(
      'register olena',
      'POST',
      '/api/auth/register',
      { email: 'Olena@Example.com', password: 'long-enough-1', firstName: ' Olena ' },
      'olena',
    ),
    json('register: taken email', 'POST', '/api/auth/register', {
      email: 'OLENA@example.com',
      password: 'long-enough-1',
      firstName: 'O',
    }),
    json('login: wrong password', 'POST', '/api/auth/login', { email: 'olena@example.com', password: 'wrong-pass' }),
    json('login: unknown email', 'POST', '/api/auth/login', { email: 'nobody@example.com', password: 'wrong-pass' }),
    json(
      'login olena again',
      'POST',
      '/api/auth/login',
      { email: 'olena@example.com', password: 'long-enough-1' },
      'olena',
    ),
    { label: 'auth/user signed out', path: '/api/auth/user' },
    { label: 'auth/user', path: '/api/auth/user', as: 'olena' },
    {
      label: 'login navigation signed in',
      path: `/api/login?returnTo=${encodeURIComponent('/progress')}`,
      as: 'olena',
    },
    json(
      'register bohdan',
      'POST',
      '/api/auth/register',
      { email: 'bohdan@example.com', password: 'long-enough-1', firstName: 'Bohdan' },
      'bohdan',
    ),
    json('start: signed out', 'POST', '/api/practice/start', {
      userId: '$olena',
      examType: 'SAT',
      countryCode: 'US',
      subjects: ['Math Calculator'],
    }),
    json('start: invalid and signed out', 'POST', '/api/practice/start', { userId: '$olena' }),
    json(
      'start: someone else',
      'POST',
      '/api/practice/start',
      { userId: '$olena', examType: 'SAT', countryCode: 'US', subjects: ['Math Calculator'] },
      'bohdan',
    ),
    json(
      'start: 4 subjects',
      'POST',
      '/api/practice/start',
      { userId: '$olena', examType: 'SAT', countryCode: 'US', subjects: ['a', 'b', 'c', 'd'] },
      'olena',
    ),
    json(
      'start: already attempted',
      'POST',
      '/api/practice/start',
      { userId: '$olena', examType: 'SAT', countryCode: 'US', subjects: ['a'], questionsAttempted: 1 },
      'olena',
    ),
    json(
      'start',
      'POST',
      '/api/practice/start',
      {
        userId: '$olena',
        examType: 'ALBERTA_DIPLOMA',
        countryCode: 'CA',
        province: 'Alberta',
        subjects: ['Math 30-1', 'English 30-1'],
      },
      'olena',
    ),
    json('patch: signed out', 'PATCH', '/api/practice/sessions/$session', FINAL),
    json('patch: someone else', 'PATCH', '/api/practice/sessions/$session', FINAL, 'bohdan'),
    json('patch: unknown id', 'PATCH', '/api/practice/sessions/ses_nope', FINAL, 'olena'),
    json('patch: bad id', 'PATCH', '/api/practice/sessions/bad!id', FINAL, 'olena'),
    json('patch: empty', 'PATCH', '/api/practice/sessions/$session', {}, 'olena'),
    json('patch: a string count', 'PATCH', '/api/practice/sessions/$session', { questionsAttempted: '5' }, 'olena'),
    json(
      'patch: impossible numbers',
      'PATCH',
      '/api/practice/sessions/$session',
      { questionsAttempted: 2, questionsCorrect: 3, topicBreakdown: { a: { correct: 2, total: 1 } } },
      'olena',
    ),
    json(
      'patch: no score, computed',
      'PATCH',
      '/api/practice/sessions/$session',
      { questionsAttempted: 4, questionsCorrect: 1 },
      'olena',
    ),
    json('patch: complete', 'PATCH', '/api/practice/sessions/$session', FINAL, 'olena'),
    {
      label: 'patch: not JSON',
      method: 'PATCH',
      path: '/api/practice/sessions/$session',
      as: 'olena',
      raw: { body: '{"completed":true}' },
    },
    { label: 'sessions', path: '/api/sessions/$olena', as: 'olena' },
    { label: 'progress', path: '/api/progress/$olena', as: 'olena' },
    { label: 'progress: someone else', path: '/api/progress/$olena', as: 'bohdan' },
    { label: 'progress: signed out', path: '/api/progress/$olena' },
    { label: 'progress: bad id', path: '/api/progress/bad!id', as: 'olena' },
    { label: 'progress: encoded id', path: '/api/progress/usr%5Fabc', as: 'olena' },
    json('weaknesses', 'POST', '/api/analysis/weaknesses', { userId: '$olena' }, 'olena'),
    json('weaknesses in Ukrainian', 'POST', '/api/analysis/weaknesses', { userId: '$olena', language: 'uk' }, 'olena'),
    json('weaknesses: someone else', 'POST', '/api/analysis/weaknesses', { userId: '$olena' }, 'bohdan'),
    { label: 'auth/user after a session', path: '/api/auth/user', as: 'olena' },
    json(
      'patch: answers',
      'PATCH',
      '/api/practice/sessions/$session',
      { answers: [ANSWER_WRONG, ANSWER_RIGHT, ANSWER_DEMO] },
      'olena',
    ),
    json('patch: answers, duplicate', 'PATCH', '/api/practice/sessions/$session', { answers: [ANSWER_RIGHT] }, 'olena'),
    json(
      'patch: answers, unknown question and negative time',
      'PATCH',
      '/api/practice/sessions/$session',
      {
        answers: [
          { ...ANSWER_RIGHT, questionId: 'no-such-question' },
          { ...ANSWER_WRONG, seconds: -1 },
        ],
      },
      'olena',
    ),
    json(
      'patch: answers, someone else',
      'PATCH',
      '/api/practice/sessions/$session',
      { answers: [ANSWER_RIGHT] },
      'bohdan',
    ),
    { label: 'answers', path: '/api/answers', as: 'olena' },
    { label: 'answers: mistakes', path: '/api/answers?mistakes=true&limit=5', as: 'olena' },
    {
      label: 'answers: by topic and section',
      path: '/api/answers?topic=GEOMETRY&section=Math+Calculator',
      as: 'olena',
    },
    { label: 'answers: bad cursor', path: '/api/answers?cursor=nope', as: 'olena' },
    { label: 'answers: signed out', path: '/api/answers' },
    { label: 'answers: someone else', path: '/api/answers', as: 'bohdan' },
    { label: 'review summary', path: '/api/review/summary', as: 'olena' },
    { label: 'review cards', path: '/api/review/cards', as: 'olena' },
    { label: 'review cards: signed out', path: '/api/review/cards?due=true' },
    json(
      'review: grade right',
      'POST',
      '/api/review/cards/sat-math-calculator-005/grade',
      { chosen: 'D) 15', correct: true, seconds: 30 },
      'olena',
    ),
    json(
      'review: grade, no card',
      'POST',
      '/api/review/cards/sat-math-calculator-001/grade',
      { chosen: null, correct: false, seconds: 3 },
      'olena',
    ),
    json(
      'review: grade, negative time',
      'POST',
      '/api/review/cards/nmt-builtin-1/grade',
      { chosen: null, correct: false, seconds: -3 },
      'olena',
    ),
    { label: 'mastery', path: '/api/mastery?bucket=day', as: 'olena' },
    json('weaknesses from topics', 'POST', '/api/analysis/weaknesses', { userId: '$olena' }, 'olena'),
    json('import', 'POST', '/api/answers/import', { answers: [ANSWER_WRONG, ANSWER_RIGHT] }, 'bohdan'),
    json('import again', 'POST', '/api/answers/import', { answers: [ANSWER_WRONG, ANSWER_RIGHT] }, 'bohdan'),
    json(
      'import: no time',
      'POST',
      '/api/answers/import',
      { answers: [{ ...ANSWER_RIGHT, answeredAt: undefined }] },
      'bohdan',
    ),
    { label: 'imported review cards', path: '/api/review/cards?due=true', as: 'bohdan' },
    json(
      'tutor: anonymous',
      'POST',
      '/api/tutor/chat',
      { message: 'How should I prepare a study plan?', userId: null },
      'anon',
    ),
    json(
      'tutor: continue anonymously',
      'POST',
      '/api/tutor/chat',
      { message: 'hi again', history: [{ role: 'user', content: 'How should I prepare a study plan?' }] },
      'anon',
    ),
    json(
      'tutor: a session id, signed out',
      'POST',
      '/api/tutor/chat',
      { message: 'hi', sessionId: 'tut_nope' },
      'anon',
    ),
    json('tutor: as someone else', 'POST', '/api/tutor/chat', { message: 'hi', userId: '$bohdan' }, 'olena'),
    json('tutor: unknown session', 'POST', '/api/tutor/chat', { message: 'hi', sessionId: 'tut_nope' }, 'olena'),
    json('tutor: blank', 'POST', '/api/tutor/chat', { message: '   ' }),
    json('tutor: userId of the wrong type', 'POST', '/api/tutor/chat', { message: 'hi', userId: 5 }),
    json(
      'tutor: with context, in Ukrainian',
      'POST',
      '/api/tutor/chat',
      {
        message: 'x',
        userId: '$olena',
        context: 'Question: Solve 2x + 3 = 11.\nCorrect answer: 4\nExplanation: subtract 3, then halve.',
        language: 'uk',
      },
      'olena',
    ),
    json('tutor: memory', 'POST', '/api/tutor/chat', { message: 'How do I memorise dates?', language: 'pl' }),
    { label: 'tutor sessions', path: '/api/tutor/sessions/$olena', as: 'olena' },
    { label: 'tutor sessions: someone else', path: '/api/tutor/sessions/$olena', as: 'bohdan' },
    json('coach', 'POST', '/api/ai/chat', { message: 'Question: What is 2+2? where do I start?', language: 'pl' }),
    json('coach: no message', 'POST', '/api/ai/chat', { context: 'x' }),
    {
      ...json('generate maths', 'POST', '/api/questions/generate', {
        examType: 'SAT',
        section: 'Math Calculator',
        difficulty: 'Medium',
        count: 3,
      }),
      shapeOnly: true,
    },
    {
      ...json(
        'generate from the bank',
        'POST',
        '/api/questions/generate',
        { examType: 'NMT', section: 'History of Ukraine', difficulty: 'Easy', count: 2 },
        'olena',
      ),
      shapeOnly: true,
    },
    {
      ...json('generate Matura by level', 'POST', '/api/questions/generate', {
        examType: 'MATURA_EXTENDED',
        section: 'Mathematics',
        difficulty: 'Extended',
        count: 2,
      }),
      shapeOnly: true,
    },
    json('generate: foreign section', 'POST', '/api/questions/generate', {
      examType: 'SAT',
      section: 'Nope',
      difficulty: 'Medium',
      count: 2,
    }),
    json('generate: a level outside Matura', 'POST', '/api/questions/generate', {
      examType: 'SAT',
      section: 'Math Calculator',
      difficulty: 'Basic',
      count: 2,
    }),
    json('generate: level field outside Matura', 'POST', '/api/questions/generate', {
      examType: 'SAT',
      section: 'Math Calculator',
      difficulty: 'Easy',
      level: 'Basic',
      count: 2,
    }),
    json('generate: count 4', 'POST', '/api/questions/generate', {
      examType: 'SAT',
      section: 'Math Calculator',
      difficulty: 'Easy',
      count: 4,
    }),
    json('generate: count "3"', 'POST', '/api/questions/generate', {
      examType: 'SAT',
      section: 'Math Calculator',
      difficulty: 'Easy',
      count: '3',
    }),
    { label: 'logout', path: '/api/logout', as: 'olena' },
    { label: 'auth/user after logout', path: '/api/auth/user', as: 'olena' },
    { label: 'logout signed out', path: '/api/logout' },
  ]
}

/** A problem's requestId is new per request: both sides must give one (a string), its value is not compared. */
function withRequestIdMarked(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('requestId' in body)) return body
  const { requestId, ...rest } = body as Record<string, unknown>
  return { ...rest, requestId: typeof requestId === 'string' && requestId ? '<request id>' : requestId }
}

/** Runs the script; returns one normalised record per step. */
async function run(send: Send, baseUrl: string): Promise<unknown[]> {
  const jars = new Map<string, Map<string, string>>()
  const vars: Record<string, string> = {}
  const ids = new Map<string, string>()
  const normaliseIds = (text: string) =>
    text
      .replace(/\b(usr|ses|tut|gen|ans)_[A-Za-z0-9_-]{12}(?![A-Za-z0-9_-])/g, (id, prefix: string) => {
        if (!ids.has(id)) ids.set(id, `${prefix}#${ids.size}`)
        return ids.get(id)!
      })
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, '<time>')
  const substitute = (text: string) => text.replace(/\$(\w+)/g, (_, name: string) => vars[name] ?? `$${name}`)
  const records: unknown[] = []
  for (const step of script()) {
    const jar = step.as ? (jars.get(step.as) ?? jars.set(step.as, new Map()).get(step.as)!) : undefined
    const headers = new Headers()
    if (jar?.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '))
    let body: string | undefined
    if (step.json !== undefined) {
      body = substitute(JSON.stringify(step.json))
      headers.set('content-type', 'application/json')
    } else if (step.raw) {
      body = step.raw.body
      if (step.raw.contentType) headers.set('content-type', step.raw.contentType)
    }
    const method = step.method ?? 'GET'
    const res = await send(
      new Request(baseUrl + substitute(step.path), {
        method,
        headers,
        body: method === 'GET' || method === 'HEAD' ? undefined : body,
        redirect: 'manual',
      }),
    )
    const text = await res.text()
    const cookies = res.headers.getSetCookie()
    for (const line of cookies) {
      const [pair] = line.split(';')
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]
      if (!jar) continue
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name)
      else jar.set(name, value)
    }
    let parsed: LooseJson = text
    if (/json/.test(res.headers.get('content-type') ?? '') && text) parsed = JSON.parse(text)
    if (res.status < 300 && parsed && typeof parsed === 'object') {
      if (step.label === 'register olena') vars.olena = parsed.id
      if (step.label === 'register bohdan') vars.bohdan = parsed.id
      if (step.label === 'start') vars.session = parsed.id
    }
    const shape = (items: LooseJson[]) =>
      items.map((q) => ({
        examType: q.examType,
        section: q.section,
        source: q.source,
        level: q.level,
        difficulty: q.difficulty,
        options: q.options.length,
      }))
    records.push({
      step: step.label,
      status: res.status,
      contentType: res.status === 302 || !text ? undefined : res.headers.get('content-type')?.split(';')[0],
      location: res.headers.get('location') ?? undefined,
      retryAfter: res.headers.get('retry-after') ?? undefined,
      cookies: cookies.map((c) =>
        c
          .replace(/=[^;]+;/, '=<value>;')
          .replace(/; Expires=[^;]+/, '')
          .replace(/; Max-Age=0/, ''),
      ),
      body:
        step.shapeOnly && Array.isArray(parsed)
          ? shape(parsed)
          : typeof parsed === 'string'
            ? res.status === 302
              ? undefined
              : parsed
            : JSON.parse(normaliseIds(JSON.stringify(withRequestIdMarked(parsed)))),
    })
  }
  return records
}

/** Sign-in attempts: 60 failed ones pass, the 61st is 429; a success in between does not count. */
async function rateLimitRun(send: Send, baseUrl: string): Promise<unknown[]> {
  const post = (body: unknown) =>
    send(
      new Request(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    )
  const statuses: number[] = []
  const ok = await send(
    new Request(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'limit@example.com', password: 'long-enough-1', firstName: 'L' }),
    }),
  )
  statuses.push(ok.status)
  // express-rate-limit gives a successful attempt back on the response's 'finish' event, which a loaded event loop
  // can run after the client already sent the next request: wait a moment after each success.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100))
  await settle()
  for (let i = 0; i < 61; i++) {
    if (i === 30) {
      statuses.push((await post({ email: 'limit@example.com', password: 'long-enough-1' })).status)
      await settle()
    }
    statuses.push((await post({ email: 'limit@example.com' })).status)
  }
  const last = await post({ email: 'limit@example.com', password: 'long-enough-1' })
  return [...statuses, last.status, last.headers.get('retry-after'), (await last.json()).detail]
}

const toServer: Send = (request) => fetch(request)
const toMocks: Send = async (request) =>
  (await getResponse(handlers, request)) ?? new Response('unhandled', { status: 599 })
const servers: { server: Server; dataDir: string }[] = []

/** A fresh server (own DATA_DIR, own rate-limit windows) with the contract suite's limits. */
async function startServer(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'examready-parity-'))
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '60',
    SIGNUP_LIMIT_PER_HOUR: '100000',
  } as NodeJS.ProcessEnv)
  const { app } = await createApiApp({ env })
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  servers.push({ server, dataDir })
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeEach(() => {
  resetMockDb()
  setMockOptions({ authRateLimitPerMinute: 60 })
})

afterAll(async () => {
  for (const { server, dataDir } of servers) {
    await new Promise((resolve) => server.close(resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
})

describe('the mocks answer like the server', () => {
  it('the same script gets the same answers', async () => {
    const fromServer = await run(toServer, await startServer())
    const fromMocks = await run(toMocks, 'http://mocks.parity.test')
    const differences = fromServer.flatMap((expected, i) =>
      JSON.stringify(fromMocks[i]) === JSON.stringify(expected) ? [] : [{ server: expected, mocks: fromMocks[i] }],
    )
    expect(differences).toEqual([])
    expect(fromMocks).toHaveLength(fromServer.length)
    // The server hashes with scrypt N=2^17: on a busy machine the script takes far longer than the default 30 s.
  }, 120_000)

  it('rate limits sign-in attempts alike', async () => {
    const fromServer = await rateLimitRun(toServer, await startServer())
    const fromMocks = await rateLimitRun(toMocks, 'http://mocks.parity.test')
    expect(fromMocks).toEqual(fromServer)
    expect(fromServer.at(-3)).toBe(429)
  })
})
