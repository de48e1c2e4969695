// Issue 11, fuzzing: property-based requests generated from openapi/openapi.yaml (fast-check, fixed seed, bounded
// count) for every operation, sent to the API in this process (the same in-process dispatch the pages use).
// Each request is valid by the document about half the time (values drawn from its schemas) and otherwise bent:
// fields dropped, extra fields, wrong types, random JSON. The property: never a 5xx, and every answer's status
// and body are the document's (Ajv against the operation's response schema for that status).
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Ajv2020 } from 'ajv/dist/2020.js'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { createApi, OPENAPI_PATH } from './app.ts'
import { parseEnv } from './env.ts'
import { internalKey } from './http/client-address.ts'
import { dereference, withFormats, type Json } from './http/contract-schemas.ts'
import { inProcessFetch } from './http/in-process.ts'

const SEED = 20261124
const RUNS_PER_OPERATION = 40
const document = dereference(parse(readFileSync(OPENAPI_PATH, 'utf8'))) as Json
const ajv = withFormats(new Ajv2020({ strict: false, allErrors: false }))

type Fetch = (request: Request) => Promise<Response>
let call: Fetch
let close: () => Promise<void>
let cookie = ''
let userId = ''
let sessionId = ''
const tally = { requests: 0, byStatus: new Map<number, number>() }

beforeAll(async () => {
  const env = parseEnv({
    NODE_ENV: 'test', // express-openapi-validator also checks every response against the document
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'examready-fuzz-')),
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    SIGNUP_LIMIT_PER_HOUR: '1000000',
    GENERATE_LIMIT_PER_HOUR: '1000000',
    GENERATE_LIMIT_PER_HOUR_USER: '1000000',
  } as NodeJS.ProcessEnv)
  // The answers are what is checked, not the password hash's cost: a cheap hasher keeps the sign-in cases fast.
  const digest = async (password: string) => createHash('sha256').update(password).digest('hex')
  const passwords = {
    hash: digest,
    verify: async (password: string, stored: string) => (await digest(password)) === stored,
    dummyHash: () => digest('dummy'),
  }
  const api = await createApi({ env, passwords })
  // Served as `npm start` serves it once listening (GET /api/ready is 503 while starting, as documented).
  api.readiness.markReady()
  close = api.close
  call = inProcessFetch(api.router, internalKey(env), env)
  const reg = await call(
    new Request('http://in-process/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'fuzz@example.com', password: 'violet harbour lantern 42', firstName: 'Fuzz' }),
    }),
  )
  cookie = reg.headers.getSetCookie()[0].split(';')[0]
  userId = ((await reg.json()) as { id: string }).id
  const started = await call(
    new Request('http://in-process/api/practice/start', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ userId, examType: 'NMT', countryCode: 'UA', subjects: ['Mathematics'] }),
    }),
  )
  sessionId = ((await started.json()) as { id: string }).id
}, 60_000)

afterAll(async () => {
  await close?.()
  const statuses = [...tally.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`)
  console.log(`[fuzz] ${tally.requests} API requests: ${statuses.join(', ')}`)
})

// ---- schema → arbitrary ---------------------------------------------------------------------------------------

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
)

function fromSchema(schema: Json | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return junk
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]))
  const alternatives = (schema.oneOf ?? schema.anyOf) as Json[] | undefined
  if (alternatives) return fc.oneof(...alternatives.map((s) => fromSchema(s, depth + 1)))
  if (schema.allOf) return fromSchema(Object.assign({}, ...(schema.allOf as Json[])), depth + 1)
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type
  switch (type) {
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress()
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
      const min = schema.minLength ?? 0
      const max = Math.min(schema.maxLength ?? 40, min + 40)
      return fc.string({ minLength: min, maxLength: max })
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 1000, 100_000) })
    case 'number':
      return fc.double({ min: schema.minimum ?? -5, max: schema.maximum ?? 1000, noNaN: true })
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.array(fromSchema(schema.items as Json, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4),
      })
    case 'object':
    default: {
      const properties = (schema.properties ?? {}) as Record<string, Json>
      const required = new Set<string>(schema.required ?? [])
      const shape: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [name, s] of Object.entries(properties)) shape[name] = fromSchema(s, depth + 1)
      if (!Object.keys(shape).length) return type === 'object' ? fc.constant({}) : junk
      return fc.record(shape, { requiredKeys: [...required].filter((k) => k in shape) })
    }
  }
}

/** A value valid by the schema, or one bent out of it. */
function fuzzed(schema: Json | undefined): fc.Arbitrary<unknown> {
  const good = fromSchema(schema)
  return fc.oneof(
    { weight: 5, arbitrary: good },
    { weight: 1, arbitrary: junk },
    {
      weight: 2,
      arbitrary: fc
        .tuple(good, fc.string({ maxLength: 8 }), junk)
        .map(([value, key, extra]) =>
          value && typeof value === 'object' && !Array.isArray(value) ? { ...value, [key]: extra } : extra,
        ),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(good, fc.nat()).map(([value, n]) => {
        if (!value || typeof value !== 'object' || Array.isArray(value)) return value
        const keys = Object.keys(value)
        if (!keys.length) return value
        const copy = { ...(value as Json) }
        delete copy[keys[n % keys.length]]
        return copy
      }),
    },
  )
}

// ---- the operations of the document ---------------------------------------------------------------------------

interface Operation {
  method: string
  path: string
  op: Json
}

const operations: Operation[] = Object.entries(document.paths as Json).flatMap(([p, item]) =>
  Object.entries(item as Json)
    .filter(([m]) => ['get', 'post', 'patch', 'put', 'delete'].includes(m))
    .map(([method, op]) => ({ method: method.toUpperCase(), path: p, op: op as Json })),
)

function requestArbitrary({ method, path: template, op }: Operation) {
  const params = ((op.parameters ?? []) as Json[]).filter((p) => p.in === 'query' || p.in === 'path')
  const paramArbs: Record<string, fc.Arbitrary<unknown>> = {}
  for (const p of params) paramArbs[`${p.in}:${p.name}`] = fuzzed(p.schema as Json)
  const bodySchema = op.requestBody?.content?.['application/json']?.schema as Json | undefined
  return fc
    .record({
      params: fc.record(paramArbs, { requiredKeys: [] }),
      ownIds: fc.boolean(), // path ids: the signed-in user's own, or whatever was generated
      body: bodySchema ? fuzzed(bodySchema) : fc.constant(undefined),
      signedIn: fc.boolean(),
      rawBody: fc.option(fc.string({ maxLength: 30 }), { freq: 8 }),
    })
    .map(({ params: values, ownIds, body, signedIn, rawBody }) => {
      let url = template
      const query = new URLSearchParams()
      for (const [key, value] of Object.entries(values)) {
        const [where, name] = key.split(':')
        const text = typeof value === 'string' ? value : JSON.stringify(value)
        if (where === 'query') query.append(name, text)
      }
      for (const p of params.filter((p) => p.in === 'path')) {
        const given = values[`path:${p.name}`]
        const own = p.name === 'id' ? sessionId : userId
        // A path segment is never empty (an empty one is another URL, answered "No such endpoint").
        const text = typeof given === 'string' ? given : JSON.stringify(given ?? 'x')
        url = url.replace(`{${p.name}}`, encodeURIComponent(ownIds ? own : text || 'x'))
      }
      return { method, url: query.size ? `${url}?${query}` : url, body, signedIn, rawBody }
    })
}

function responseSchema(op: Json, status: number): { documented: boolean; schema?: Json } {
  const responses = op.responses as Json
  const entry = (responses[String(status)] ?? responses.default) as Json | undefined
  if (!entry) return { documented: false }
  const content = (entry.content ?? {}) as Json
  const media = content['application/json'] ?? content['application/problem+json']
  return { documented: true, schema: media?.schema as Json | undefined }
}

describe('fuzzing the API from its document (fast-check, fixed seed)', () => {
  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s: no 5xx, every answer as documented',
    async (_name, operation) => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation), async (r) => {
          const headers: Record<string, string> = {}
          if (r.signedIn) headers.cookie = cookie
          let body: string | undefined
          if (r.method !== 'GET') {
            headers['content-type'] = 'application/json'
            body = r.rawBody ?? JSON.stringify(r.body ?? {})
          }
          const res = await call(new Request(`http://in-process${r.url}`, { method: r.method, headers, body }))
          tally.requests++
          tally.byStatus.set(res.status, (tally.byStatus.get(res.status) ?? 0) + 1)
          const text = await res.text()
          const where = `${r.method} ${r.url} ${body ?? ''} → ${res.status} ${text.slice(0, 300)}`
          expect(res.status, where).toBeLessThan(500)
          const { documented, schema } = responseSchema(operation.op, res.status)
          expect(documented, `undocumented status: ${where}`).toBe(true)
          const type = res.headers.get('content-type') ?? ''
          if (schema && /json/.test(type)) {
            const validate = ajv.compile(schema)
            const valid = validate(JSON.parse(text))
            expect(valid, `${where}\n${JSON.stringify(validate.errors)}`).toBe(true)
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      )
    },
    60_000,
  )
})
