// The pairs encoding shared by matching keys (prompt → choice) and ordering keys (place → item): `1-A,2-C`.

/** `1-A,2-C,3-E` → [0, 2, 4] (the choice index for each prompt, in prompt order); null when malformed. */
export function parseMatches(encoded: string, prompts: number, choices: number): number[] | null {
  const pairs = encoded
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean)
  const out: number[] = Array.from({ length: prompts }, () => -1)
  for (const pair of pairs) {
    const m = /^(\d+)\s*[-–:]?\s*([A-Za-z])$/.exec(pair)
    if (!m) return null
    const prompt = Number(m[1]) - 1
    const choice = m[2].toUpperCase().charCodeAt(0) - 65
    if (prompt < 0 || prompt >= prompts || choice < 0 || choice >= choices || out[prompt] !== -1) return null
    out[prompt] = choice
  }
  return out
}

export function encodeMatches(indices: number[]): string {
  return indices.map((c, i) => `${i + 1}-${String.fromCharCode(65 + c)}`).join(',')
}
