// `npx tsx tests/perf/profile-steps.ts <profile.cpuprofile> <steps-….json> [step] [rows]`: the server's V8 CPU
// profile of an exam morning run with --cpu-steps --cpu-prof, read step by step. Requests went one at a time, so the
// samples taken while a step's request was in flight are that step's work: per step, the project's own functions
// (and the packages they call) by inclusive time, per request.
import { readFileSync } from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

const [profileFile, spansFile, only, rowsArg] = process.argv.slice(2)
const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as Profile
const spans = (JSON.parse(readFileSync(spansFile, 'utf8')) as [string, number, number][]).sort((a, b) => a[1] - b[1])
const rows = Number(rowsArg ?? 25)

const parent = new Map<number, number>()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
const name = (n: ProfileNode) => {
  const url = n.callFrame.url.replace(/.*node_modules\//, '~/').replace(/^.*?\/(api|app|domain|build)\//, '$1/')
  return `${n.callFrame.functionName || '(anonymous)'} ${url}:${n.callFrame.lineNumber + 1}`
}

/** Where a sample's own time is spent: a package, a file of the project, or V8/Node's own (GC, the runtime). */
const packageOf = (n: ProfileNode) => {
  const url = n.callFrame.url
  const pack = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]
  if (pack) return pack
  if (!url) return n.callFrame.functionName
  return url.startsWith('node:')
    ? 'node:' + url.slice(5).split('/').slice(0, 3).join('/')
    : name(n).split(' ')[1].split(':')[0]
}

// step → function → µs (inclusive), step → package → µs (self), and step → busy µs, request count.
const self = new Map<string, Map<string, number>>()
const inclusive = new Map<string, Map<string, number>>()
const busy = new Map<string, number>()
const requests = new Map<string, number>()
for (const [step] of spans) requests.set(step, (requests.get(step) ?? 0) + 1)
let time = profile.startTime
let s = 0
for (let i = 0; i < profile.samples.length; i++) {
  time += profile.timeDeltas[i]
  while (s < spans.length && spans[s][2] < time) s++
  if (s >= spans.length || spans[s][1] > time) continue
  const leaf = nodes.get(profile.samples[i])!
  if (leaf.callFrame.functionName === '(idle)') continue
  const step = spans[s][0]
  const dt = profile.timeDeltas[i + 1] ?? profile.timeDeltas[i]
  busy.set(step, (busy.get(step) ?? 0) + dt)
  const pack = packageOf(leaf)
  const own = self.get(step) ?? self.set(step, new Map()).get(step)!
  own.set(pack, (own.get(pack) ?? 0) + dt)
  const funcs = inclusive.get(step) ?? inclusive.set(step, new Map()).get(step)!
  const seen = new Set<string>()
  for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
    const key = name(nodes.get(id)!)
    if (seen.has(key)) continue
    seen.add(key)
    funcs.set(key, (funcs.get(key) ?? 0) + dt)
  }
}

for (const [step, funcs] of inclusive) {
  if (only && step !== only) continue
  const count = requests.get(step) ?? 1
  console.log(`\n${step}: ${count} requests, ${((busy.get(step) ?? 0) / 1000 / count).toFixed(1)} ms busy per request`)
  const top = [...funcs].filter(([k]) => !k.startsWith('(root)')).sort((a, b) => b[1] - a[1])
  for (const [key, us] of top.slice(0, rows)) console.log(`  ${(us / 1000 / count).toFixed(2).padStart(8)} ms  ${key}`)
  console.log(`  by package or file (own time):`)
  const packs = [...self.get(step)!].sort((a, b) => b[1] - a[1])
  for (const [key, us] of packs.slice(0, rows))
    console.log(`  ${(us / 1000 / count).toFixed(2).padStart(8)} ms  ${key}`)
}
