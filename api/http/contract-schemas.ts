// The pieces of api/http/contract-validator.ts that read the document: schemas for Ajv, the validator's error
// wording, query parsing as Express does it, and $ref resolution. Pure, so the browser mocks use them too.
import type { Ajv2020, ErrorObject } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'

// ajv-formats is CommonJS: its `default` export is the plugin both in Node and in the mocks' bundle.
const addFormats = addFormatsModule.default

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is untyped JSON
export type Json = Record<string, any>

export interface ContractOperation {
  operationId: string
  method: string
  /** The document's path template, e.g. /api/progress/{userId}. */
  path: string
}

export interface OperationSchemas extends ContractOperation {
  parameters: Json[]
  requestBody?: Json
}

export function withFormats(ajv: Ajv2020): Ajv2020 {
  addFormats(ajv, { mode: 'fast' })
  ajv.addFormat('media-range', true)
  return ajv
}

/** The validator's schema for query, headers and path parameters (middlewares/openapi.request.validator.js). */
export function generalSchema(op: OperationSchemas): Json {
  const groups: Json = { query: {}, headers: {}, params: {}, cookies: {} }
  const field: Record<string, string> = { query: 'query', header: 'headers', path: 'params', cookie: 'cookies' }
  for (const p of op.parameters) {
    const key = field[p.in]
    if (!key) continue
    groups[key].type = 'object'
    groups[key].properties ??= {}
    groups[key].properties[p.in === 'header' ? String(p.name).toLowerCase() : p.name] = p.schema ?? {}
    if (p.required) (groups[key].required ??= []).push(p.name)
  }
  return { required: ['query', 'headers', 'params'], properties: { ...groups, body: {} } }
}

export function bodySchema(op: OperationSchemas): Json {
  const body = op.requestBody?.content?.['application/json']?.schema ?? {}
  const schema: Json = { properties: { query: {}, headers: {}, params: {}, cookies: {}, body } }
  if (op.requestBody?.required) schema.required = ['body']
  return schema
}

/** Ajv errors as the validator reports them (middlewares/util.js augmentAjvErrors + ajvErrorsToValidatorError). */
export function toFieldErrors(errors: ErrorObject[]): { path: string; message: string }[] {
  return errors.map((e) => {
    const params = e.params as Json
    let message = e.message ?? 'invalid'
    if (e.keyword === 'enum' && params?.allowedValues) message = `${message}: ${params.allowedValues.join(', ')}`
    const path =
      (params?.missingProperty && `${e.instancePath}/${params.missingProperty}`) ??
      (params?.additionalProperty && `${e.instancePath}/${params.additionalProperty}`) ??
      (params?.unevaluatedProperty && `${e.instancePath}/${params.unevaluatedProperty}`) ??
      e.instancePath ??
      e.schemaPath
    return { path, message }
  })
}

/** Path-level parameters, overridden by operation-level ones with the same name and location. */
export function mergeParameters(pathLevel: Json[], opLevel: Json[]): Json[] {
  const merged = [...opLevel]
  for (const p of pathLevel) if (!merged.some((o) => o.name === p.name && o.in === p.in)) merged.push(p)
  return merged
}

/** key → raw values, split as the validator does (no decoding, the value ends at the next `=`). */
export function rawQueryPairs(raw: string): Map<string, string[]> {
  const pairs = new Map<string, string[]>()
  if (!raw) return pairs
  for (const part of raw.split('&')) {
    const [key, value] = part.split('=')
    const list = pairs.get(key) ?? []
    list.push(value)
    pairs.set(key, list)
  }
  return pairs
}

/** req.query as Express's query parser leaves it: decoded, repeated keys become arrays, `a[b]` nests under `a`. */
export function parseQuery(raw: string): Json {
  const query: Json = {}
  for (const [rawKey, value] of new URLSearchParams(raw)) {
    if (!rawKey) continue
    const bracket = rawKey.indexOf('[')
    if (bracket > 0) {
      const key = rawKey.slice(0, bracket)
      query[key] = typeof query[key] === 'object' && !Array.isArray(query[key]) ? query[key] : {}
      query[key][rawKey.slice(bracket + 1).replace(/\]$/, '')] = value
      continue
    }
    const current = query[rawKey]
    query[rawKey] = current === undefined ? value : Array.isArray(current) ? [...current, value] : [current, value]
  }
  return query
}

/** The document with every local $ref replaced by its target (the server loads it with $refParser dereference). */
export function dereference(document: unknown): unknown {
  const root = structuredClone(document) as Json
  const resolving = new Set<string>()
  const resolve = (ref: string): unknown => {
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`)
    if (resolving.has(ref)) throw new Error(`Circular $ref: ${ref}`)
    resolving.add(ref)
    const target = ref
      .slice(2)
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json>((node, key) => node?.[key], root)
    if (target === undefined) throw new Error(`Unresolved $ref: ${ref}`)
    const result = walk(target)
    resolving.delete(ref)
    return result
  }
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk)
    if (!node || typeof node !== 'object') return node
    const obj = node as Json
    if (typeof obj.$ref === 'string') return resolve(obj.$ref)
    return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, walk(v)]))
  }
  return walk(root)
}
