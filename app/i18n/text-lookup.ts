/** How the translator (translator.ts) finds a text in a namespace's nested keys, as i18next 23 does. */

export const KEY_SEPARATOR = '.'

export function getPath(object: unknown, path: readonly string[]): unknown {
  let current = object
  for (const token of path) {
    if (!current || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[token]
  }
  return current
}

/** i18next's deepFind: a path whose segments may themselves hold dots (`{"a.b": {"c": …}}`). */
export function deepFind(obj: unknown, path: string): unknown {
  if (!obj || typeof obj !== 'object') return undefined
  const record = obj as Record<string, unknown>
  if (record[path]) return record[path]
  const tokens = path.split(KEY_SEPARATOR)
  let current: unknown = obj
  for (let i = 0; i < tokens.length;) {
    if (!current || typeof current !== 'object') return undefined
    let next: unknown
    let nextPath = ''
    for (let j = i; j < tokens.length; ++j) {
      if (j !== i) nextPath += KEY_SEPARATOR
      nextPath += tokens[j]
      next = (current as Record<string, unknown>)[nextPath]
      if (next !== undefined) {
        if (['string', 'number', 'boolean'].includes(typeof next) && j < tokens.length - 1) continue
        i += j - i + 1
        break
      }
    }
    current = next
  }
  return current
}

export function lookupText(texts: Record<string, unknown> | undefined, key: string): unknown {
  const found = getPath(texts, key.split(KEY_SEPARATOR))
  if (found) return found
  return deepFind(texts, key)
}
