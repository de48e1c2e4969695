// The one seeded generator and shuffle: full-length forms, per-attempt option orders and the bank's re-lettering
// all draw from it, so a seed gives the same result everywhere (server, browser, scripts).

/** mulberry32: a small, well-studied 32-bit generator; numbers in [0, 1). */
export function mulberry32(state: number): () => number {
  let a = state >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A Fisher–Yates shuffle of a copy of `items`, drawing from `random`. */
export function shuffleWith<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}
