#!/usr/bin/env node
// A deliberately different ExamReady API implementation, written only from openapi/openapi.yaml and
// contracts/README.md: plain node:http, no framework, no code from the app, everything in memory, its own session
// token format and problem types. It covers a subset — health, catalogue, exam types, accounts and sign-in, practice
// sessions — and exists to prove the contract suite holds any implementation to the document, not to ours.
//
//   node contracts/examples/minimal-server.mjs [port]      (PORT works too; 0 picks a free port)
//   npx . --base-url http://127.0.0.1:<port> --filter <the subset, see contracts/README.md>
//
// It prints `listening on http://127.0.0.1:<port>` once it accepts connections.
import { createHash, randomBytes, randomUUID, scryptSync, timingSafeEqual } from 'node:crypto'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import process from 'node:process'

const fixture = (name) => JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8'))
const catalog = fixture('catalog.json')
const examTypes = fixture('exam-types.json')

const COOKIE = 'examready.sid' // the document's securitySchemes.cookieSession.name
const BODY_LIMIT = 64 * 1024
const SIGN_IN_LIMIT = 20 // wrong credentials per IP per minute; only 401s count here (the document allows that)
const COUNTRIES = ['UA', 'US', 'PL', 'CA']

/** @type {Map<string, {id: string, email: string, firstName: string, hash: Buffer, salt: Buffer, createdAt: string}>} */
const users = new Map()
/** @type {Map<string, string>} token → user id */
const sessions = new Map()
/** @type {Map<string, any>} */
const practice = new Map()
/** @type {Map<string, number[]>} */
const failedSignIns = new Map()

class Problem extends Error {
  constructor(status, title, detail, errors, headers = {}) {
    super(detail)
    Object.assign(this, { status, title, detail, errors, headers })
  }
}
const invalid = (errors) => new Problem(400, 'Invalid request', `${errors.length} problem(s) with the request.`, errors)

// ---------------------------------------------------------------- validation, by hand
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v)
const isInt = (v, min, max) => Number.isInteger(v) && v >= min && v <= max
const isNum = (v, min, max) => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max
const isStr = (v, min, max) => typeof v === 'string' && [...v].length >= min && [...v].length <= max
const isEmail = (v) => isStr(v, 3, 254) && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)
const isId = (v) => typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v)

/** rules: field → [required, check, message] */
function checkBody(body, rules) {
  if (!isObject(body)) throw invalid([{ path: '/body', message: 'must be a JSON object' }])
  const errors = []
  for (const key of Object.keys(body))
    if (!(key in rules)) errors.push({ path: `/body/${key}`, message: 'is not a known field' })
  for (const [key, [required, check, message]] of Object.entries(rules)) {
    if (!(key in body)) {
      if (required) errors.push({ path: `/body/${key}`, message: 'is required' })
    } else if (!check(body[key])) errors.push({ path: `/body/${key}`, message })
  }
  if (errors.length) throw invalid(errors)
  return body
}

function noQuery(url, allowed = {}) {
  const errors = []
  for (const [key, value] of url.searchParams) {
    if (!(key in allowed)) errors.push({ path: `/query/${key}`, message: 'is not a known parameter' })
    else if (!allowed[key](value)) errors.push({ path: `/query/${key}`, message: 'is not valid' })
  }
  if (errors.length) throw invalid(errors)
}

const percentMap = (max) => (v) =>
  isObject(v) &&
  Object.keys(v).length <= max &&
  Object.entries(v).every(([k, x]) => isStr(k, 1, 100) && isNum(x, 0, 100))
const tallyMap = (v) =>
  isObject(v) &&
  Object.keys(v).length <= 200 &&
  Object.entries(v).every(
    ([k, x]) =>
      isStr(k, 1, 100) &&
      isObject(x) &&
      Object.keys(x).every((f) => f === 'correct' || f === 'total') &&
      isInt(x.correct, 0, 100000) &&
      isInt(x.total, 0, 100000),
  )

// ---------------------------------------------------------------- accounts and sessions
const hash = (password, salt) => scryptSync(password, salt, 32)

function publicUser(u) {
  const done = [...practice.values()].filter((s) => s.userId === u.id && s.completed)
  const accuracy = done.length ? done.reduce((n, s) => n + (s.scorePercentage ?? 0), 0) / done.length : 0
  const days = new Set(done.map((s) => s.completedAt.slice(0, 10)))
  let streak = 0
  const day = new Date()
  if (!days.has(day.toISOString().slice(0, 10))) day.setUTCDate(day.getUTCDate() - 1)
  while (days.has(day.toISOString().slice(0, 10))) {
    streak++
    day.setUTCDate(day.getUTCDate() - 1)
  }
  return {
    id: u.id,
    firstName: u.firstName,
    email: u.email,
    streak,
    overallAccuracy: Math.round(accuracy * 10) / 10,
    createdAt: u.createdAt,
  }
}

function cookies(req) {
  return Object.fromEntries(
    (req.headers.cookie ?? '')
      .split(';')
      .map((p) => p.trim().split('='))
      .filter(([k]) => k),
  )
}
function currentUser(req) {
  const id = sessions.get(cookies(req)[COOKIE])
  return id ? users.get(id) : undefined
}
function requireUser(req) {
  const user = currentUser(req)
  if (!user) throw new Problem(401, 'Sign-in required', 'Sign in to do this.')
  return user
}
function signIn(req, res, user) {
  const old = cookies(req)[COOKIE]
  if (old) sessions.delete(old)
  const token = randomBytes(32).toString('hex')
  sessions.set(token, user.id)
  res.setHeader('Set-Cookie', `${COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=604800`)
}
function tooManySignIns(ip) {
  const now = Date.now()
  const recent = (failedSignIns.get(ip) ?? []).filter((t) => now - t < 60_000)
  failedSignIns.set(ip, recent)
  if (recent.length >= SIGN_IN_LIMIT) {
    const retryAfter = Math.max(1, Math.ceil((recent[0] + 60_000 - now) / 1000))
    throw new Problem(429, 'Slow down', `Too many failed sign-ins; retry in ${retryAfter} s.`, undefined, {
      'Retry-After': String(retryAfter),
    })
  }
}

// ---------------------------------------------------------------- operations
const safeReturnPath = (p) => (typeof p === 'string' && /^\/(?![/\\])/.test(p) && !/[\\\s]/.test(p) ? p : '/')

const routes = [
  ['GET', /^\/api\/health$/, ({ url }) => (noQuery(url), [200, { status: 'ok' }])],
  ['GET', /^\/api\/catalog$/, ({ req, res, url }) => (noQuery(url), cacheable(req, res, catalog))],
  ['GET', /^\/api\/exam-types$/, ({ req, res, url }) => (noQuery(url), cacheable(req, res, examTypes))],
  [
    'GET',
    /^\/api\/login$/,
    ({ req, url, res, origin }) => {
      noQuery(url, { returnTo: (v) => v.length <= 2048 })
      const returnTo = safeReturnPath(url.searchParams.get('returnTo'))
      const location = currentUser(req)
        ? new URL(returnTo, origin)
        : new URL(`/login?${new URLSearchParams({ redirectTo: returnTo })}`, origin)
      res.setHeader('Location', location.href) // absolute: the document does not require a relative one
      return [302]
    },
  ],
  [
    'GET',
    /^\/api\/logout$/,
    ({ req, url, res, origin }) => {
      noQuery(url)
      sessions.delete(cookies(req)[COOKIE])
      res.setHeader('Set-Cookie', `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`)
      res.setHeader('Location', new URL('/', origin).href)
      return [302]
    },
  ],
  [
    'POST',
    /^\/api\/auth\/register$/,
    ({ body, res, req }) => {
      checkBody(body, {
        email: [true, isEmail, 'must be an email address'],
        password: [true, (v) => isStr(v, 8, 128), 'must be 8 to 128 characters'],
        firstName: [true, (v) => isStr(v, 1, 60) && v.trim() !== '', 'must be 1 to 60 characters'],
      })
      const email = body.email.toLowerCase()
      if ([...users.values()].some((u) => u.email === email))
        throw new Problem(409, 'Email taken', 'An account with this email exists.')
      const salt = randomBytes(16)
      const user = {
        id: `u-${randomUUID()}`,
        email,
        firstName: body.firstName.trim(),
        salt,
        hash: hash(body.password, salt),
        createdAt: new Date().toISOString(),
      }
      users.set(user.id, user)
      signIn(req, res, user)
      return [201, publicUser(user)]
    },
  ],
  [
    'POST',
    /^\/api\/auth\/login$/,
    ({ body, res, req, ip }) => {
      checkBody(body, {
        email: [true, isEmail, 'must be an email address'],
        password: [true, (v) => isStr(v, 1, 128), 'must be 1 to 128 characters'],
      })
      tooManySignIns(ip)
      const user = [...users.values()].find((u) => u.email === body.email.toLowerCase())
      const given = hash(body.password, user?.salt ?? Buffer.alloc(16))
      if (!user || !timingSafeEqual(given, user.hash)) {
        failedSignIns.get(ip).push(Date.now())
        throw new Problem(401, 'Sign-in failed', 'Wrong email or password.')
      }
      signIn(req, res, user)
      return [200, publicUser(user)]
    },
  ],
  ['GET', /^\/api\/auth\/user$/, ({ req, url }) => (noQuery(url), [200, publicUser(requireUser(req))])],
  [
    'POST',
    /^\/api\/practice\/start$/,
    ({ body, req }) => {
      const zero = (v) => v === 0
      checkBody(body, {
        userId: [true, isId, 'must be an id'],
        examType: [true, (v) => isStr(v, 1, 64), 'must be an exam type'],
        countryCode: [true, (v) => COUNTRIES.includes(v), `must be one of ${COUNTRIES.join(', ')}`],
        province: [false, (v) => v === null || isStr(v, 0, 100), 'must be a name or null'],
        subjects: [
          true,
          (v) => Array.isArray(v) && v.length <= 3 && v.every((s) => isStr(s, 1, 100)),
          'must be up to 3 subjects',
        ],
        questionsAttempted: [false, zero, 'must be 0'],
        questionsCorrect: [false, zero, 'must be 0'],
        totalTime: [false, zero, 'must be 0'],
        completed: [false, (v) => v === false, 'a new session is not completed'],
      })
      const user = requireUser(req)
      if (body.userId !== user.id) throw new Problem(403, 'Not yours', 'You can start sessions only for yourself.')
      const session = {
        id: `p-${randomUUID()}`,
        userId: user.id,
        examType: body.examType,
        countryCode: body.countryCode,
        province: body.province ?? null,
        subjects: body.subjects,
        questionsAttempted: 0,
        questionsCorrect: 0,
        totalTime: 0,
        completed: false,
        createdAt: new Date().toISOString(),
        completedAt: null,
        scorePercentage: null,
        subjectScores: {},
        topicBreakdown: {},
      }
      practice.set(session.id, session)
      return [201, session]
    },
  ],
  [
    'PATCH',
    /^\/api\/practice\/sessions\/([^/]+)$/,
    ({ body, req, params: [id] }) => {
      const user = requireUser(req)
      if (!isId(id)) throw invalid([{ path: '/path/id', message: 'must be an id' }])
      checkBody(body, {
        questionsAttempted: [false, (v) => isInt(v, 0, 100000), 'must be a count'],
        questionsCorrect: [false, (v) => isInt(v, 0, 100000), 'must be a count'],
        scorePercentage: [false, (v) => isNum(v, 0, 100), 'must be a percentage'],
        subjectScores: [false, percentMap(50), 'must map subjects to percentages'],
        topicBreakdown: [false, tallyMap, 'must map topics to {correct, total}'],
        completed: [false, (v) => typeof v === 'boolean', 'must be true or false'],
        totalTime: [false, (v) => isInt(v, 0, 86400), 'must be seconds, at most a day'],
      })
      if (Object.keys(body).length === 0) throw invalid([{ path: '/body', message: 'change at least one field' }])
      const session = practice.get(id)
      if (!session) throw new Problem(404, 'Not found', 'No such practice session.')
      if (session.userId !== user.id) throw new Problem(403, 'Not yours', 'This session belongs to someone else.')
      const next = { ...session, ...body }
      const errors = []
      if (next.questionsCorrect > next.questionsAttempted)
        errors.push({ path: '/body/questionsCorrect', message: 'cannot exceed questionsAttempted' })
      for (const [topic, tally] of Object.entries(next.topicBreakdown))
        if (tally.correct > tally.total)
          errors.push({ path: `/body/topicBreakdown/${topic}`, message: 'correct cannot exceed total' })
      if (errors.length) throw invalid(errors)
      if (next.completed && !session.completed) next.completedAt = new Date().toISOString()
      practice.set(id, next)
      return [200, next]
    },
  ],
  [
    'GET',
    /^\/api\/sessions\/([^/]+)$/,
    ({ req, url, params: [userId] }) => {
      noQuery(url)
      const user = requireUser(req)
      if (!isId(userId)) throw invalid([{ path: '/path/userId', message: 'must be an id' }])
      if (userId !== user.id) throw new Problem(403, 'Not yours', 'You can see only your own sessions.')
      const list = [...practice.values()].filter((s) => s.userId === userId).reverse()
      return [200, list]
    },
  ],
]

// ---------------------------------------------------------------- plumbing
function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = []
    let size = 0
    req.on('data', (chunk) => {
      size += chunk.length
      if (size > BODY_LIMIT) {
        reject(new Problem(413, 'Too large', `Bodies are limited to ${BODY_LIMIT} bytes.`))
        req.resume()
      } else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** Deployment-constant data: ETag (SHA-1 of the JSON here), Cache-Control, and 304 when If-None-Match names it. */
function cacheable(req, res, data) {
  const etag = `"${createHash('sha1').update(JSON.stringify(data)).digest('hex')}"`
  res.setHeader('ETag', etag)
  res.setHeader('Cache-Control', 'public, max-age=600')
  const tags = (req.headers['if-none-match'] ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''))
  return tags.includes(etag) || tags.includes('*') ? [304, undefined] : [200, data]
}

function send(res, status, body, contentType = 'application/json') {
  if (body === undefined) {
    res.writeHead(status).end()
    return
  }
  const text = JSON.stringify(body)
  res.writeHead(status, { 'Content-Type': `${contentType}; charset=utf-8`, 'Content-Length': Buffer.byteLength(text) })
  res.end(text)
}

const server = http.createServer(async (req, res) => {
  const origin = `http://${req.headers.host ?? 'localhost'}`
  const url = new URL(req.url ?? '/', origin)
  try {
    const matching = routes.filter(([, pattern]) => pattern.test(url.pathname))
    if (matching.length === 0) throw new Problem(404, 'Not found', `Nothing at ${url.pathname}.`)
    const route = matching.find(([method]) => method === req.method)
    if (!route) {
      res.setHeader('Allow', matching.map(([m]) => m).join(', '))
      throw new Problem(405, 'Method not allowed', `${req.method} is not allowed on ${url.pathname}.`)
    }
    const [method, pattern, handler] = route
    let body
    if (method === 'POST' || method === 'PATCH') {
      const declared = Number(req.headers['content-length'] ?? 0)
      if (declared > BODY_LIMIT) throw new Problem(413, 'Too large', `Bodies are limited to ${BODY_LIMIT} bytes.`)
      const text = await readBody(req)
      if (!/^application\/json\b/i.test(req.headers['content-type'] ?? ''))
        throw new Problem(415, 'Unsupported media type', 'Send JSON.')
      try {
        body = JSON.parse(text)
      } catch {
        throw invalid([{ path: '/body', message: 'is not valid JSON' }])
      }
    }
    const params = pattern.exec(url.pathname).slice(1).map(decodeURIComponent)
    const [status, payload] = handler({ req, res, url, body, params, origin, ip: req.socket.remoteAddress ?? '' })
    send(res, status, payload)
  } catch (error) {
    const problem =
      error instanceof Problem ? error : new Problem(500, 'Internal error', 'Something went wrong on our side.')
    if (!(error instanceof Problem)) console.error(error)
    for (const [k, v] of Object.entries(problem.headers ?? {})) res.setHeader(k, v)
    send(
      res,
      problem.status,
      {
        type: `https://minimal.example/problems/${problem.status}`,
        title: problem.title,
        status: problem.status,
        detail: problem.detail,
        ...(problem.errors ? { errors: problem.errors } : {}),
      },
      'application/problem+json',
    )
  }
})

const port = Number(process.argv[2] ?? process.env.PORT ?? 0)
server.listen(port, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${server.address().port}`))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
