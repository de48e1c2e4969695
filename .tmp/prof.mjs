import { readFileSync } from 'node:fs'
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const byId = new Map(p.nodes.map((n) => [n.id, n]))
const self = new Map()
const dt = p.timeDeltas
const counts = new Map()
for (const s of p.samples) counts.set(s, (counts.get(s) ?? 0) + 1)
let total = 0
const parent = new Map()
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const incl = new Map()
for (const [id, c] of counts) {
  total += c
  const n = byId.get(id)
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`
  self.set(key, (self.get(key) ?? 0) + c)
  // inclusive by package
  const seen = new Set()
  for (let cur = id; cur; cur = parent.get(cur)) {
    const f = byId.get(cur).callFrame
    const m = f.url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
    const pkg = m ? m[1] : f.url.includes('/build/server/') ? 'build/server' : f.url.includes('/api/') ? 'api/' + f.url.split('/api/')[1]?.split('/')[0] : f.url.startsWith('node:') ? f.url : ''
    if (pkg && !seen.has(pkg)) { seen.add(pkg); incl.set(pkg, (incl.get(pkg) ?? 0) + c) }
  }
}
console.log('samples', total)
console.log('--- self top')
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((100 * v / total).toFixed(1).padStart(5), k)
console.log('--- inclusive by package')
for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((100 * v / total).toFixed(1).padStart(5), k)
