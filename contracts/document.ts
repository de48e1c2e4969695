import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { parse } from 'yaml'

// The document is the only source of truth here: every response is checked against it with Ajv (JSON Schema
// 2020-12, the dialect of OpenAPI 3.1). Which document is read: --openapi / CONTRACT_OPENAPI, else
// ../openapi/openapi.yaml beside the package (a checkout of the repo), else the copy `npm pack` puts in the package.
// ajv-formats is CommonJS: its `default` export is the plugin both in Node and in the mocks' bundle.
const addFormats = addFormatsModule.default

export const PACKAGE_DIR = path.dirname(fileURLToPath(import.meta.url))

export function defaultDocumentPath(): string {
  const candidates = [
    path.resolve(PACKAGE_DIR, '../openapi/openapi.yaml'),
    path.resolve(PACKAGE_DIR, 'openapi/openapi.yaml'),
  ]
  return candidates.find((p) => existsSync(p)) ?? candidates[0]
}

type Json = Record<string, any>

interface LoadedDocument {
  path: string
  doc: Json
  ajv: Ajv2020
  compiled: Map<string, ValidateFunction>
}

let loaded: LoadedDocument | undefined

/** Reads (or re-reads) the document the suite checks against. */
export function useDocument(file = defaultDocumentPath()): Json {
  if (!existsSync(file)) throw new Error(`OpenAPI document not found: ${file} (pass --openapi <path>)`)
  const doc: Json = parse(readFileSync(file, 'utf8'))
  if (!doc?.openapi || !doc.paths) throw new Error(`${file} is not an OpenAPI document`)
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false })
  addFormats(ajv)
  ajv.addSchema(doc, 'openapi.json')
  loaded = { path: path.resolve(file), doc, ajv, compiled: new Map() }
  return doc
}

function current(): LoadedDocument {
  if (!loaded) useDocument()
  return loaded!
}

export function documentPath(): string {
  return current().path
}

export function doc(): Json {
  return current().doc
}

export function validatorFor(pointer: string): ValidateFunction {
  const { ajv, compiled } = current()
  let v = compiled.get(pointer)
  if (!v) {
    v = ajv.compile({ $ref: `openapi.json#${pointer}` })
    compiled.set(pointer, v)
  }
  return v
}

export const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1')

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const
export type Method = (typeof METHODS)[number]

export interface Operation {
  method: Method
  path: string
  operationId: string
  op: Json
  pointer: string
}

/** `GET /api/health`: how operations are named in reports. */
export const operationLabel = (o: { method: string; path: string }) => `${o.method.toUpperCase()} ${o.path}`

export function operations(): Operation[] {
  const out: Operation[] = []
  for (const [p, item] of Object.entries<Json>(doc().paths)) {
    for (const method of METHODS) {
      if (item[method])
        out.push({
          method,
          path: p,
          operationId: item[method].operationId,
          op: item[method],
          pointer: `/paths/${esc(p)}/${method}`,
        })
    }
  }
  return out
}

export function findOperation(method: string, template: string): Operation {
  const found = operations().find((o) => o.method === method.toLowerCase() && o.path === template)
  if (!found) throw new Error(`The document has no operation ${method.toUpperCase()} ${template}`)
  return found
}

/** Resolves a local $ref (one level at a time) inside the document. */
export function deref(node: Json): Json {
  let current = node
  while (current && typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .map((s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((acc: Json, key: string) => acc[key], doc())
  }
  return current
}

/**
 * The cookie that carries the session, as the document's securitySchemes define it (an apiKey `in: cookie`).
 * The suite never builds a value for it: it only stores what the server sets, or sends a random value to check
 * that an unknown session is refused.
 */
export function sessionCookieName(): string {
  const schemes = Object.values<Json>(doc().components?.securitySchemes ?? {})
  const cookie = schemes.find((s) => s.type === 'apiKey' && s.in === 'cookie')
  if (!cookie?.name) throw new Error('The document defines no apiKey security scheme in a cookie')
  return cookie.name
}

export interface ResponseCheck {
  ok: boolean
  problems: string[]
  /** The document rule the response broke: a JSON pointer into the document, with what it says. */
  rule?: string
}

/** Status documented? Content type documented? Body valid against the schema? */
export function checkResponse(
  method: string,
  template: string,
  status: number,
  contentType: string | null,
  body: unknown,
): ResponseCheck {
  const op = findOperation(method, template)
  const responses = op.op.responses as Json
  const key =
    String(status) in responses
      ? String(status)
      : `${String(status)[0]}XX` in responses
        ? `${String(status)[0]}XX`
        : 'default' in responses
          ? 'default'
          : undefined
  if (!key)
    return {
      ok: false,
      problems: [
        `status ${status} is not documented for ${method.toUpperCase()} ${template} (documented: ${Object.keys(responses).join(', ')})`,
      ],
      rule: `#${op.pointer}/responses`,
    }
  const response = deref(responses[key])
  const content = response.content as Json | undefined
  if (!content) return { ok: true, problems: [] }
  const mediaType = (contentType ?? '').split(';')[0].trim().toLowerCase()
  const responsePointer = responses[key].$ref
    ? String(responses[key].$ref).slice(1)
    : `${op.pointer}/responses/${esc(key)}`
  if (!(mediaType in content))
    return {
      ok: false,
      problems: [
        `content type '${mediaType}' is not documented for ${status} (documented: ${Object.keys(content).join(', ')})`,
      ],
      rule: `#${responsePointer}/content`,
    }
  const pointer = `${responsePointer}/content/${esc(mediaType)}/schema`
  const validate = validatorFor(pointer)
  if (validate(body)) return { ok: true, problems: [] }
  const errors = validate.errors ?? []
  return {
    ok: false,
    problems: errors
      .slice(0, 5)
      .map(
        (e) =>
          `body${e.instancePath} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${e.params.additionalProperty})` : ''}`,
      ),
    rule: `#${pointer}${errors[0]?.schemaPath ? ` → ${errors[0].schemaPath}` : ''}`,
  }
}
