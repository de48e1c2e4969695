// The contract's limits as values: every length, range and item count that openapi.yaml sets on a component schema,
// on one of its properties or on an operation's query parameter, written by `npm run gen:types` to limits.ts so the
// app's forms and checks read them instead of restating them (issue 26: a limit changed in the document changes
// everywhere). Only numbers the document states; nothing here is derived.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

const LIMIT_KEYS = [
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
] as const
type Limits = Partial<Record<(typeof LIMIT_KEYS)[number], number>> & { items?: Limits; values?: Limits }
interface SchemaNode extends Partial<Record<(typeof LIMIT_KEYS)[number], number>> {
  properties?: Record<string, SchemaNode>
  items?: SchemaNode
  additionalProperties?: SchemaNode | boolean
}
interface Parameter {
  name: string
  in: string
  schema?: SchemaNode
}
interface Document {
  paths: Record<string, Record<string, { operationId?: string; parameters?: (Parameter | { $ref: string })[] }>>
  components: { schemas: Record<string, SchemaNode> }
}

/** A node's own limits, with those of its array items (`items`) and of its map values (`values`). */
function limitsOf(node: SchemaNode | undefined): Limits | undefined {
  if (!node) return undefined
  const found: Limits = Object.fromEntries(
    LIMIT_KEYS.filter((k) => typeof node[k] === 'number').map((k) => [k, node[k]]),
  )
  const items = limitsOf(node.items)
  if (items) found.items = items
  const values = typeof node.additionalProperties === 'object' ? limitsOf(node.additionalProperties) : undefined
  if (values) found.values = values
  return Object.keys(found).length ? found : undefined
}

/** `{ Schema: { ...its own limits, property: limits } }` and `{ operationId: { parameter: limits } }`. */
export function collectLimits(doc: Document) {
  const schemas: Record<string, Record<string, unknown>> = {}
  for (const [name, schema] of Object.entries(doc.components.schemas)) {
    const entry: Record<string, unknown> = { ...limitsOf(schema) }
    for (const [prop, node] of Object.entries(schema.properties ?? {})) {
      const limits = limitsOf(node)
      if (limits) entry[prop] = limits
    }
    if (Object.keys(entry).length) schemas[name] = entry
  }
  const parameters: Record<string, Record<string, Limits>> = {}
  for (const operations of Object.values(doc.paths))
    for (const operation of Object.values(operations)) {
      if (!operation?.operationId) continue
      for (const p of operation.parameters ?? []) {
        if ('$ref' in p || p.in !== 'query') continue
        const limits = limitsOf(p.schema)
        if (limits) (parameters[operation.operationId] ??= {})[p.name] = limits
      }
    }
  return { schemas, parameters }
}

export function limitsSource(yamlFile: string): string {
  const { schemas, parameters } = collectLimits(parse(readFileSync(yamlFile, 'utf8')) as Document)
  // One export per schema and per operation, so a page's bundle keeps only the limits it reads
  // (`import * as LIMITS from '#openapi/limits.ts'`, then `LIMITS.RegisterRequest.email.maxLength`).
  const exports = [
    ...Object.entries(schemas).map(([name, limits]) => [name, limits, `The limits of ${name}.`] as const),
    ...Object.entries(parameters).map(
      ([operation, limits]) => [`${operation}Query`, limits, `The limits of ${operation}'s query parameters.`] as const,
    ),
  ]
  const body = exports
    .map(([name, limits, doc]) => `/** ${doc} */\nexport const ${name} = ${JSON.stringify(limits, null, 2)} as const\n`)
    .join('\n')
  const header = '// Generated from openapi.yaml by `npm run gen:types` (openapi/limits-source.ts). Do not edit.\n\n'
  return `${header}${body}`
}
