import { readFileSync } from 'node:fs'
const snap = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const { node_fields, node_types } = snap.snapshot.meta
const nf = node_fields.length
const typeIdx = node_fields.indexOf('type'), nameIdx = node_fields.indexOf('name'), sizeIdx = node_fields.indexOf('self_size')
const types = node_types[0]
const by = new Map()
let total = 0
for (let i = 0; i < snap.nodes.length; i += nf) {
  const t = types[snap.nodes[i + typeIdx]]
  const name = t === 'object' || t === 'closure' ? snap.strings[snap.nodes[i + nameIdx]] : t
  const s = snap.nodes[i + sizeIdx]
  total += s
  by.set(name, (by.get(name) ?? 0) + s)
}
console.log('total MB', (total / 1e6).toFixed(1))
for (const [k, v] of [...by].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 1e6).toFixed(2).padStart(8), k.slice(0, 80))
