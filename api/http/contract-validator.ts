import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import {
  bodySchema,
  dereference,
  generalSchema,
  mergeParameters,
  parseQuery,
  rawQueryPairs,
  toFieldErrors,
  withFormats,
  type ContractOperation,
  type Json,
  type OperationSchemas,
} from './contract-schemas.ts'

/**
 * Request validation built from openapi/openapi.yaml itself (never a hand-written schema), for the Fetch-API
 * side of the API (the msw mocks in node and in the browser; Express uses express-openapi-validator itself).
 * It reproduces what the server's express-openapi-validator does, in the same order and with the same
 * wording: 404/405 for unknown paths and methods, 415 for a body that is not application/json, then the
 * query checks (reserved characters, unknown and empty parameters), then JSON Schema 2020-12 validation of
 * query, path parameters and body with the validator's Ajv options (parameters coerced, the body not, defaults
 * filled in, all errors reported).
 * Pure: the caller passes the parsed document, so node and the browser can load it their own way.
 */

/** An error shaped like the validator's, so problemForError (api/operations/problem.ts) words it as the server does. */
export class RequestRejected extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: { path: string; message: string }[],
    readonly type?: string,
  ) {
    super(message)
    this.name = 'RequestRejected'
  }
}

export interface MatchedOperation {
  operation: ContractOperation
  /** Decoded path parameters. */
  params: Record<string, string>
}

export interface RequestParts {
  /** The raw (undecoded) query string, without `?`. */
  rawQuery: string
  contentType: string | null
  /** The parsed JSON body ({} when there was none, as body-parser leaves it). */
  body: unknown
}

export interface ValidRequest {
  /** Coerced and defaulted, as the validator leaves req.query. */
  query: Record<string, unknown>
  params: Record<string, string>
  body: unknown
}

export interface ContractValidator {
  operations: ContractOperation[]
  /** The session cookie's name, from the document's cookieSession security scheme. */
  sessionCookieName: string
  /** The operation for a method and full path (/api/...): throws 404, 405 or 400 (malformed URI) otherwise. */
  lookup(method: string, pathname: string): MatchedOperation
  /** Throws RequestRejected (415 or 400 with field errors) unless the request satisfies the document. */
  validate(match: MatchedOperation, parts: RequestParts): ValidRequest
}

interface CompiledOperation extends OperationSchemas {
  pattern: RegExp
  paramNames: string[]
  general?: ValidateFunction
  body?: ValidateFunction
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']
// express-openapi-validator's req.parameter.mutator: values of query parameters must be URL-encoded.
const RESERVED_CHARS = /[:/?#[\]@!$&'()*+,;=]/

export function createContractValidator(document: unknown): ContractValidator {
  const doc = dereference(document) as Json
  // The validator's Ajv options (express-openapi-validator framework/ajv/options.js with the server's
  // validateRequests: allErrors, no removeAdditional, coerceTypes false). The validator always coerces query and
  // path parameters (they are strings on the wire) but, with coerceTypes false, never the body: "3" is no count.
  const ajvOptions = {
    strict: false,
    strictNumbers: true,
    strictTuples: true,
    allowUnionTypes: false,
    validateSchema: false,
    useDefaults: true,
    removeAdditional: false,
    allErrors: true,
  } as const
  const ajvParameters = withFormats(new Ajv2020({ ...ajvOptions, coerceTypes: true }))
  const ajvBody = withFormats(new Ajv2020({ ...ajvOptions, coerceTypes: false }))

  const operations: CompiledOperation[] = []
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    const paramNames: string[] = []
    const source = path
      .replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '{' || c === '}' ? c : `\\${c}`))
      .replace(/\{(\w+)\}/g, (_, name: string) => {
        paramNames.push(name)
        return '([^/]+?)'
      })
    // Express routing defaults: case-insensitive, an optional trailing slash.
    const pattern = new RegExp(`^${source}/?$`, 'i')
    for (const method of METHODS) {
      const op = item[method]
      if (!op) continue
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        pattern,
        paramNames,
        parameters: mergeParameters(item.parameters ?? [], op.parameters ?? []),
        requestBody: op.requestBody,
      })
    }
  }

  const sessionCookieName = Object.values<Json>(doc.components?.securitySchemes ?? {}).find(
    (s) => s.type === 'apiKey' && s.in === 'cookie',
  )?.name
  if (!sessionCookieName) throw new Error('The document has no cookie security scheme.')

  function lookup(method: string, pathname: string): MatchedOperation {
    let pathMatched = false
    for (const op of operations) {
      const found = op.pattern.exec(pathname)
      if (!found) continue
      pathMatched = true
      if (op.method !== method.toUpperCase()) continue
      let values: string[]
      try {
        values = found.slice(1).map((v) => decodeURIComponent(v))
      } catch {
        throw new RequestRejected(400, "malformed uri'", [
          { path: pathname.replace(/^\/api/i, ''), message: "malformed uri'" },
        ])
      }
      return { operation: op, params: Object.fromEntries(op.paramNames.map((name, i) => [name, values[i]])) }
    }
    if (pathMatched) throw new RequestRejected(405, `${method} method not allowed`)
    throw new RequestRejected(404, 'not found')
  }

  function validate(match: MatchedOperation, parts: RequestParts): ValidRequest {
    const op = match.operation as CompiledOperation
    if (op.requestBody?.content) {
      const mediaType = parts.contentType?.split(';')[0].trim().toLowerCase()
      if (!mediaType || !Object.keys(op.requestBody.content).some((type) => type.toLowerCase() === mediaType)) {
        throw new RequestRejected(415, `unsupported media type ${mediaType}`)
      }
    }
    const queryParams = op.parameters.filter((p) => p.in === 'query')
    const rawPairs = rawQueryPairs(parts.rawQuery)
    for (const p of queryParams) {
      if (p.allowReserved) continue
      const explode = p.explode ?? true
      for (const value of rawPairs.get(p.name) ?? []) {
        const pieces = explode ? [value] : value.split(',')
        if (pieces.some((piece) => piece?.match(RESERVED_CHARS))) {
          throw new RequestRejected(400, 'reserved characters', [
            {
              path: `/query/${p.name}`,
              message: `Parameter '${p.name}' must be url encoded. Its value may not contain reserved characters.`,
            },
          ])
        }
      }
    }
    const query = parseQuery(parts.rawQuery)
    const known = new Set(queryParams.map((p) => p.name))
    const allowEmpty = new Set(queryParams.filter((p) => p.allowEmptyValue).map((p) => p.name))
    for (const [name, value] of Object.entries(query)) {
      if (!known.has(name))
        throw new RequestRejected(400, 'unknown query parameter', [
          { path: `/query/${name}`, message: `Unknown query parameter '${name}'` },
        ])
      if (!allowEmpty.has(name) && value === '') {
        throw new RequestRejected(400, 'empty query parameter', [
          { path: `/query/${name}`, message: `Empty value found for query parameter '${name}'` },
        ])
      }
    }

    op.general ??= ajvParameters.compile(generalSchema(op))
    op.body ??= ajvBody.compile(bodySchema(op))
    const data: Json = { query, headers: {}, params: { ...match.params }, cookies: undefined, body: parts.body }
    const validGeneral = op.general(data)
    const validBody = op.body(data)
    if (!validGeneral || !validBody) {
      const errors = toFieldErrors([...(op.general.errors ?? []), ...(op.body.errors ?? [])])
      throw new RequestRejected(400, 'invalid request', errors)
    }
    return { query: data.query, params: data.params, body: data.body }
  }

  return { operations, sessionCookieName, lookup, validate }
}
