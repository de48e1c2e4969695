import { BODY_LIMIT_BYTES } from './constants.ts'
import { deref, operationLabel, operations, type Operation } from './document.ts'
import type { Case, TestContext } from './harness.ts'
import { expect, expectProblem } from './harness.ts'

/**
 * The bad-input pass, derived from the document: for every operation, requests that break its own schema
 * (missing required fields, wrong types, values out of range or outside an enum, unknown fields, malformed,
 * oversized or non-JSON bodies, bad query and path parameters). Each must get a 4xx problem+json that the
 * operation documents; never a 5xx, never a hang.
 */

type Json = Record<string, any>

interface Mutation {
  label: string
  body?: unknown
  rawBody?: string
  contentType?: string
  query?: Record<string, string>
  params?: Record<string, string>
  expect?: number[]
}

function wrongTypeValue(schema: Json): unknown {
  const s = deref(schema)
  const type = Array.isArray(s.type) ? s.type.find((x: string) => x !== 'null') : s.type
  if (s.oneOf) return { not: 'this' }
  switch (type) {
    case 'string':
      return 12345
    case 'integer':
    case 'number':
      return 'not-a-number'
    case 'boolean':
      return 'yes'
    case 'array':
      return 'not-an-array'
    case 'object':
      return 'not-an-object'
    default:
      return s.const !== undefined || s.enum ? 'NOT_ALLOWED_VALUE' : undefined
  }
}

function outOfRange(schema: Json): unknown[] {
  const s = deref(schema)
  const values: unknown[] = []
  if (s.enum) values.push(typeof s.enum[0] === 'number' ? Math.max(...s.enum) + 1 : 'NOT_IN_ENUM')
  if (s.const !== undefined) values.push(typeof s.const === 'boolean' ? !s.const : 'NOT_THE_CONST')
  if (typeof s.minimum === 'number') values.push(s.minimum - 1)
  if (typeof s.maximum === 'number') values.push(s.maximum + 1)
  if (typeof s.minLength === 'number' && s.minLength > 0) values.push('')
  if (typeof s.maxLength === 'number') values.push('x'.repeat(s.maxLength + 1))
  if (typeof s.maxItems === 'number') values.push(Array.from({ length: s.maxItems + 1 }, (_, i) => `item-${i}`))
  if (s.pattern && s.type === 'string') {
    const failing = ['has spaces and !?', '   ', '\t'].find((v) => !new RegExp(s.pattern, 'u').test(v))
    if (failing !== undefined) values.push(failing)
  }
  if (s.format === 'email') values.push('not-an-email')
  return values
}

/** A valid body for the operation: its documented example, with the caller's own id where one is needed. */
function exampleBody(op: Operation, userId: string): Json | undefined {
  const media = op.op.requestBody?.content?.['application/json']
  if (!media) return undefined
  const example = structuredClone(media.example ?? Object.values<Json>(media.examples ?? {})[0]?.value)
  if (example && typeof example === 'object' && 'userId' in example) example.userId = userId
  return example
}

function mutations(op: Operation, userId: string): Mutation[] {
  const out: Mutation[] = []
  const media = op.op.requestBody?.content?.['application/json']
  if (media) {
    const schema = deref(media.schema)
    const valid = exampleBody(op, userId) ?? {}
    out.push({ label: 'malformed JSON', rawBody: '{"unterminated": ', contentType: 'application/json' })
    out.push({ label: 'a JSON array instead of an object', body: [] })
    out.push({ label: 'an unknown field', body: { ...valid, unexpectedField: true } })
    out.push({
      label: `a body over ${BODY_LIMIT_BYTES} bytes`,
      rawBody: JSON.stringify({ ...valid, padding: 'x'.repeat(BODY_LIMIT_BYTES + 1024) }),
      contentType: 'application/json',
      expect: [413],
    })
    out.push({ label: 'a text/plain body', rawBody: JSON.stringify(valid), contentType: 'text/plain', expect: [415] })
    for (const field of schema.required ?? []) {
      const { [field]: _removed, ...rest } = valid
      out.push({ label: `no required field ${field}`, body: rest })
    }
    for (const [field, propSchema] of Object.entries<Json>(schema.properties ?? {})) {
      const wrong = wrongTypeValue(propSchema)
      if (wrong !== undefined) out.push({ label: `${field} of the wrong type`, body: { ...valid, [field]: wrong } })
      for (const value of outOfRange(propSchema))
        out.push({
          label: `${field} out of range (${JSON.stringify(value).slice(0, 30)})`,
          body: { ...valid, [field]: value },
        })
    }
  }
  for (const param of (op.op.parameters ?? []).map(deref)) {
    const name = param.name as string
    // Query and path values are strings on the wire: a "wrong type" exists only for non-string parameters.
    const s = deref(param.schema)
    const values = [s.type === 'string' ? undefined : wrongTypeValue(param.schema), ...outOfRange(param.schema)].filter(
      (v) => v !== undefined && typeof v !== 'object',
    )
    for (const value of values) {
      if (param.in === 'query')
        out.push({ label: `query ${name}=${String(value).slice(0, 20)}`, query: { [name]: String(value) } })
      if (param.in === 'path' && String(value) !== '')
        out.push({ label: `path ${name}=${String(value).slice(0, 20)}`, params: { [name]: String(value) } })
    }
  }
  if (op.method === 'get') out.push({ label: 'an unknown query parameter', query: { unknownParameter: '1' } })
  return out
}

export function badInputCases(): Case[] {
  return (
    operations()
      // Browser navigations: logout, and the identity provider's return, whose every outcome (a malformed one too) is
      // a documented 302 to the sign-in page with the reason — providers add query parameters of their own.
      .filter((op) => !['/api/logout', '/api/login/callback'].includes(op.path))
      .map((op) => ({
        name: `bad input: ${op.method.toUpperCase()} ${op.path} rejects every malformed request with a documented 4xx`,
        operation: operationLabel(op),
        async run(t: TestContext) {
          const { client, user } = await t.existingUser('BadInput')
          const documented = Object.keys(op.op.responses)
            .filter((s) => s.startsWith('4'))
            .map(Number)
          const failures: string[] = []
          for (const m of mutations(op, user.id)) {
            const params = Object.fromEntries(
              (op.path.match(/\{(\w+)\}/g) ?? [])
                .map((p) => p.slice(1, -1))
                .map((p) => [p, p === 'userId' ? user.id : 'ses_unknown']),
            )
            try {
              const res = await client.call(op.method, op.path, {
                params: { ...params, ...m.params },
                query: m.query,
                body: m.body,
                rawBody: m.rawBody,
                headers: m.contentType ? { 'content-type': m.contentType } : undefined,
              })
              const allowed = m.expect ?? documented
              expectProblem(res, ...allowed.filter((s) => documented.includes(s) || m.expect))
              expect(res.status !== 429, 'rate limited (raise the target’s limits for the contract run)')
            } catch (error) {
              failures.push(`${m.label}: ${(error as Error).message}`)
            }
          }
          expect(
            failures.length === 0,
            `${failures.length} bad request(s) not handled:\n      ${failures.join('\n      ')}`,
            `#${op.pointer}/responses: every malformed request gets a documented 4xx problem+json`,
          )
        },
      }))
  )
}

export const unknownPathCases: Case[] = [
  {
    name: 'bad input: unknown /api paths and methods get a 404/405 problem+json',
    operation: '(paths the document does not have)',
    async run(t) {
      const client = t.client()
      for (const [method, path] of [
        ['get', '/api/does-not-exist'],
        ['post', '/api/questions/nope'],
        ['delete', '/api/health'],
        ['put', '/api/exam-types'],
      ] as const) {
        const res = await client.raw(method, path)
        expect(
          [404, 405].includes(res.status),
          `${method.toUpperCase()} ${path}: expected 404 or 405, got ${res.status}`,
        )
        expect(
          (res.contentType ?? '').startsWith('application/problem+json'),
          `${method.toUpperCase()} ${path}: expected problem+json, got ${res.contentType}`,
        )
        expect(
          res.body?.status === res.status && typeof res.body?.title === 'string',
          `${method.toUpperCase()} ${path}: not a problem body`,
        )
      }
    },
  },
]
