import { readFileSync } from 'node:fs'
const snap = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const { node_fields, node_types } = snap.snapshot.meta
const nf = node_fields.length
const typeIdx = node_fields.indexOf('type'), nameIdx = node_fields.indexOf('name'), sizeIdx = node_fields.indexOf('self_size')
const types = node_types[0]
const big = []
const hist = new Map()
for (let i = 0; i < snap.nodes.length; i += nf) {
  const t = types[snap.nodes[i + typeIdx]]
  const s = snap.nodes[i + sizeIdx]
  if (t === 'string' || t === 'array') {
    const b = t + ':' + (s < 100 ? '<100' : s < 1000 ? '<1k' : s < 10000 ? '<10k' : s < 100000 ? '<100k' : '>=100k')
    const h = hist.get(b) ?? [0, 0]; h[0]++; h[1] += s; hist.set(b, h)
    if (s > 200000) big.push([s, t, snap.strings[snap.nodes[i + nameIdx]].slice(0, 100).replace(/\n/g, ' ')])
  }
}
for (const [k, [n, s]] of [...hist].sort()) console.log(k.padEnd(16), String(n).padStart(8), (s / 1e6).toFixed(2))
for (const b of big.sort((a, b) => b[0] - a[0]).slice(0, 20)) console.log((b[0] / 1e6).toFixed(2), b[1], b[2])
