/** A path on this site: one leading slash, not `//host`, no backslash tricks. Anything else becomes `/`. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/'
  return value
}
