import { readFileSync } from 'node:fs'
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const byId = new Map(p.nodes.map((n) => [n.id, n]))
const counts = new Map()
for (const s of p.samples) counts.set(s, (counts.get(s) ?? 0) + 1)
const parent = new Map()
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const pkgOf = (f) => { const m = f.url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/); return m ? m[1] : f.url.includes('/build/server/') ? 'build/server' : f.url.includes('/work/main/') ? f.url.split('/work/main/')[1] : f.url || f.functionName }
const self = new Map(); let total = 0, busy = 0
const target = process.argv[3]
const callers = new Map()
for (const [id, c] of counts) {
  total += c
  const n = byId.get(id); const f = n.callFrame
  if (f.functionName === '(idle)') continue
  busy += c
  const k = pkgOf(f)
  self.set(k, (self.get(k) ?? 0) + c)
  if (target && f.functionName === target) {
    const chain = []; for (let cur = parent.get(id), i = 0; cur && i < 6; cur = parent.get(cur), i++) { const g = byId.get(cur).callFrame; chain.push(`${g.functionName}@${pkgOf(g)}:${g.lineNumber}`) }
    const key = chain.join(' < '); callers.set(key, (callers.get(key) ?? 0) + c)
  }
}
console.log('busy share of samples', (100 * busy / total).toFixed(1))
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((100 * v / busy).toFixed(1).padStart(5), k)
for (const [k, v] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log(v, k)
