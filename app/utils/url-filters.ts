import * as v from 'valibot'

type Schemas = Record<string, v.GenericSchema<string, unknown>>

/**
 * Filters from a URL's search params: each key checked on its own by its schema, so one bad value is dropped (and
 * named in `rejected`, in the schemas' order) while the others still apply. Empty values count as absent. Never
 * throws.
 */
export function parseUrlFilters<S extends Schemas>(
  params: URLSearchParams,
  schemas: S,
): { values: { [K in keyof S]?: v.InferOutput<S[K]> }; rejected: (keyof S & string)[] } {
  const values: { [K in keyof S]?: v.InferOutput<S[K]> } = {}
  const rejected: (keyof S & string)[] = []
  for (const key of Object.keys(schemas) as (keyof S & string)[]) {
    const raw = params.get(key)
    if (raw === null || raw === '') continue
    const parsed = v.safeParse(schemas[key], raw)
    if (parsed.success) values[key] = parsed.output as v.InferOutput<S[typeof key]>
    else rejected.push(key)
  }
  return { values, rejected }
}
