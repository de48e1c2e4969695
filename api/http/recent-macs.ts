import { createHmac } from 'node:crypto'

/** Enough for the pages being answered at once; past it the memory starts afresh. */
const RECENT = 2_000

/**
 * HMAC-SHA256 (base64url) of `payload` under `key`, remembered for recent payloads. One page request signs its id and
 * its client's address once, and each of its calls to the in-process API checks both again at several layers (the
 * page's own request id, the API's id, the trusted client): up to six HMACs per call for the same two values.
 */
export function recentMacs(key: string | Buffer): (payload: string) => string {
  const known = new Map<string, string>()
  return (payload) => {
    let mac = known.get(payload)
    if (mac === undefined) {
      mac = createHmac('sha256', key).update(payload).digest('base64url')
      if (known.size >= RECENT) known.clear()
      known.set(payload, mac)
    }
    return mac
  }
}
