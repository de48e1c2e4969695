import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { parse } from 'yaml'

// The document is the only source of truth here: every response is checked against it with Ajv (JSON Schema
// 2020-12, the dialect of OpenAPI 3.1).
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void

export const DOCUMENT_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../openapi/openapi.yaml')

/** A node of the parsed document (operation, parameter, media type, response or JSON Schema): the keys read here. */
export interface DocNode {
  $ref?: string
  operationId?: string
  requestBody?: DocNode
  responses?: Record<string, DocNode>
  parameters?: DocNode[]
  content?: Record<string, DocNode>
  name?: string
  in?: string
  schema?: DocNode
  example?: unknown
  examples?: Record<string, { value?: unknown }>
  type?: string | string[]
  properties?: Record<string, DocNode>
  required?: string[]
  enum?: (string | number)[]
  const?: unknown
  oneOf?: DocNode[]
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  maxItems?: number
  pattern?: string
  format?: string
}

export const doc: {
  paths: Record<string, Partial<Record<Method, DocNode>>>
  components: { schemas: Record<string, DocNode> }
} = parse(readFileSync(DOCUMENT_PATH, 'utf8'))

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false })
addFormats(ajv)
ajv.addSchema(doc, 'openapi.json')

const compiled = new Map<string, ValidateFunction>()
export function validatorFor(pointer: string): ValidateFunction {
  let v = compiled.get(pointer)
  if (!v) {
    v = ajv.compile({ $ref: `openapi.json#${pointer}` })
    compiled.set(pointer, v)
  }
  return v
}

const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1')

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const
export type Method = (typeof METHODS)[number]

export interface Operation {
  method: Method
  path: string
  operationId: string
  op: DocNode
  pointer: string
}

export function operations(): Operation[] {
  const out: Operation[] = []
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method]
      if (op)
        out.push({
          method,
          path: p,
          operationId: op.operationId ?? '',
          op,
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
export function deref(node: DocNode | undefined): DocNode {
  let current = node ?? {}
  while (current && typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .map((s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((acc, key) => (acc as Record<string, unknown>)[key], doc) as DocNode
  }
  return current
}

export interface ResponseCheck {
  ok: boolean
  problems: string[]
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
  const responses = op.op.responses ?? {}
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
    }
  const response = deref(responses[key])
  const content = response.content
  if (!content) return { ok: true, problems: [] }
  const mediaType = (contentType ?? '').split(';')[0].trim().toLowerCase()
  if (!(mediaType in content))
    return {
      ok: false,
      problems: [
        `content type '${mediaType}' is not documented for ${status} (documented: ${Object.keys(content).join(', ')})`,
      ],
    }
  const refKey = String(key)
  const pointer = responses[refKey].$ref
    ? `${String(responses[refKey].$ref).slice(1)}/content/${esc(mediaType)}/schema`
    : `${op.pointer}/responses/${esc(refKey)}/content/${esc(mediaType)}/schema`
  const validate = validatorFor(pointer)
  if (validate(body)) return { ok: true, problems: [] }
  return {
    ok: false,
    problems: (validate.errors ?? [])
      .slice(0, 5)
      .map(
        (e) =>
          `body${e.instancePath} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${e.params.additionalProperty})` : ''}`,
      ),
  }
}
