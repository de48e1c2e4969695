const BASE = 'http://return-path.invalid'
// What browsers drop from a URL before reading it (tabs, newlines, other C0 controls) and the spaces they trim.
// eslint-disable-next-line no-control-regex
const IGNORED_BY_BROWSERS = /[\u0000-\u001f\u007f]/g
const MAX_LENGTH = 2048

/** Percent-decoding until nothing changes (a few rounds at most), or undefined when the value is not valid. */
function fullyDecoded(value: string): string | undefined {
  let current = value
  for (let round = 0; round < 4; round++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return undefined
    }
    if (next === current) return current
    current = next
  }
  return undefined
}

function looksLikeAnotherHost(value: string): boolean {
  const cleaned = value.replace(IGNORED_BY_BROWSERS, '').trim()
  return !cleaned.startsWith('/') || /^[/\\]{2}/.test(cleaned) || /^\/[\\]/.test(cleaned) || cleaned.includes('\\')
}

/**
 * A path on this site, or `/`. The value is read the way a browser would read a `Location` header (control
 * characters dropped, backslashes as slashes) and also after percent-decoding, since a later hop may decode it
 * again: if any reading points elsewhere (`//host`, `/\host`, `/%09/host`, `%2F%2Fhost`, `https://…`), the answer is
 * `/`. What comes back is the normalised path, query and hash (resolved against this origin).
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return '/'
  const decoded = fullyDecoded(value)
  if (decoded === undefined || looksLikeAnotherHost(value) || looksLikeAnotherHost(decoded)) return '/'
  let url: URL
  try {
    url = new URL(value.replace(IGNORED_BY_BROWSERS, ''), BASE)
  } catch {
    return '/'
  }
  if (url.origin !== BASE) return '/'
  const result = `${url.pathname}${url.search}${url.hash}`
  return result.startsWith('/') && !result.startsWith('//') ? result : '/'
}
