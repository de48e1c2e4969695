// Patterns in a sequence of answer-key positions that a student could learn instead of the content: unequal
// position shares, too few or too many runs, a run longer than chance allows, a cycle (the key at i predicts the
// key at i + p). Each check compares the sequence with what independent, evenly spread keys would give.

/** z beyond which the runs test calls a file's key sequence patterned (two-sided, 1%). */
export const RUNS_Z = 2.58
/** z beyond which a lag's agreement counts as a cycle (one-sided, ~0.1%, so seven lags stay near 1% together). */
export const CYCLE_Z = 3.1
/** A run this improbable (or less) under independent keys counts as longer than chance. */
export const RUN_P = 0.01
/** Each position's share of keys may stray this far (relative) from its fair share: 20–30% with four options. */
export const BALANCE_TOLERANCE = 0.2
export const CYCLE_PERIODS = [2, 3, 4, 5, 6, 7, 8] as const

/** One key: its position and how many options the item offers. */
export interface Key {
  position: number
  options: number
}

export interface KeyPatternReport {
  items: number
  /** Share of keys in each position (A, B, C…). */
  positions: number[]
  balanced: boolean
  longestRun: number
  /** Probability that independent keys give a run at least this long somewhere in the sequence. */
  longestRunP: number
  runsZ: number
  /** The lag whose agreement is highest above chance, when that is a cycle. */
  cycle: { period: number; agreement: number; z: number } | null
}

/** Fair expected count of keys per position, given each item's number of options. */
function expectedCounts(keys: Key[]): number[] {
  const width = Math.max(0, ...keys.map((k) => k.options))
  const expected = Array<number>(width).fill(0)
  for (const k of keys) for (let p = 0; p < k.options; p++) expected[p] += 1 / k.options
  return expected
}

/** Probability of a run of ≥ length equal keys somewhere in n independent uniform keys over k options. */
export function runProbability(n: number, length: number, k = 4): number {
  if (length <= 1) return n > 0 ? 1 : 0
  // state: current run length (1…length-1); absorbing when it reaches `length`.
  let dist = Array<number>(length).fill(0)
  dist[1] = 1
  let hit = 0
  for (let i = 1; i < n; i++) {
    const next = Array<number>(length).fill(0)
    for (let r = 1; r < length; r++) {
      next[1] += dist[r] * ((k - 1) / k)
      if (r + 1 === length) hit += dist[r] / k
      else next[r + 1] += dist[r] / k
    }
    dist = next
  }
  return n > 0 ? hit : 0
}

/** Wald–Wolfowitz runs test for several categories, exact under random order of the observed keys. */
export function runsZ(seq: number[]): number {
  const n = seq.length
  if (n < 4) return 0
  const counts = new Map<number, number>()
  for (const x of seq) counts.set(x, (counts.get(x) ?? 0) + 1)
  const c = [...counts.values()]
  const falling = (m: number, d: number) => Array.from({ length: d }, (_, i) => m - i).reduce((a, b) => a * b, 1)
  const q = c.reduce((s, m) => s + falling(m, 2), 0) / falling(n, 2)
  const same3 = c.reduce((s, m) => s + falling(m, 3), 0) / falling(n, 3)
  let pairs4 = c.reduce((s, m) => s + falling(m, 4), 0)
  for (let i = 0; i < c.length; i++)
    for (let j = 0; j < c.length; j++) if (i !== j) pairs4 += falling(c[i], 2) * falling(c[j], 2)
  const same22 = pairs4 / falling(n, 4)
  const equalPairs = seq.slice(1).filter((x, i) => x === seq[i]).length
  const mean = (n - 1) * q
  const variance = (n - 1) * q * (1 - q) + 2 * (n - 2) * (same3 - q * q) + (n - 2) * (n - 3) * (same22 - q * q)
  if (variance <= 0) return 0
  // Runs = n − equal adjacent pairs: many equal pairs means few runs (negative z), none means too many runs.
  return -(equalPairs - mean) / Math.sqrt(variance)
}

/** The lag 2–8 at which keys agree most above chance, when it is beyond CYCLE_Z. */
export function findCycle(seq: number[]): KeyPatternReport['cycle'] {
  const n = seq.length
  const counts = new Map<number, number>()
  for (const x of seq) counts.set(x, (counts.get(x) ?? 0) + 1)
  const chance = [...counts.values()].reduce((s, m) => s + (m / n) ** 2, 0)
  let best: KeyPatternReport['cycle'] = null
  for (const period of CYCLE_PERIODS) {
    const pairs = n - period
    if (pairs < 2 * period || pairs < 6) continue
    let agree = 0
    for (let i = 0; i + period < n; i++) if (seq[i] === seq[i + period]) agree++
    const z = (agree - pairs * chance) / Math.sqrt(pairs * chance * (1 - chance))
    if (z > CYCLE_Z && (!best || z > best.z)) best = { period, agreement: round(agree / pairs), z: round(z) }
  }
  return best
}

const round = (x: number) => Math.round(x * 1000) / 1000

export function keyPatterns(keys: Key[]): KeyPatternReport {
  const seq = keys.map((k) => k.position)
  const expected = expectedCounts(keys)
  const counts = expected.map((_, p) => seq.filter((x) => x === p).length)
  let longest = 0
  for (let i = 0, run = 0; i < seq.length; i++) {
    run = i > 0 && seq[i] === seq[i - 1] ? run + 1 : 1
    longest = Math.max(longest, run)
  }
  const k = keys.length ? Math.round(keys.reduce((s, x) => s + x.options, 0) / keys.length) : 4
  return {
    items: keys.length,
    positions: counts.map((c) => round(keys.length ? c / keys.length : 0)),
    balanced: expected.every((e, p) => Math.abs(counts[p] - e) <= BALANCE_TOLERANCE * e + 1e-9),
    longestRun: longest,
    longestRunP: round(runProbability(seq.length, longest, k)),
    runsZ: round(runsZ(seq)),
    cycle: findCycle(seq),
  }
}

/** What is wrong with a file's key sequence (empty when nothing). */
export function fileProblems(r: KeyPatternReport): string[] {
  const problems: string[] = []
  if (!r.balanced) problems.push(`key positions ${r.positions.map((p) => `${Math.round(p * 100)}%`).join('/')}`)
  if (r.longestRunP < RUN_P) problems.push(`a run of ${r.longestRun} equal keys`)
  if (Math.abs(r.runsZ) > RUNS_Z) problems.push(`runs test z = ${r.runsZ}`)
  if (r.cycle) problems.push(`cycle of ${r.cycle.period} (${Math.round(r.cycle.agreement * 100)}% agreement)`)
  return problems
}

/** A passage set is too short for balance or a runs test; it may not repeat a key beyond chance or cycle. */
export function setProblems(r: KeyPatternReport): string[] {
  return fileProblems({ ...r, balanced: true, runsZ: 0 })
}

/** True when a set's first four keys are A, B, C and D in some order (then the last one can be deduced). */
export function firstFourArePermutation(keys: Key[]): boolean {
  if (keys.length < 4 || keys.slice(0, 4).some((k) => k.options !== 4)) return false
  return new Set(keys.slice(0, 4).map((k) => k.position)).size === 4
}
