import { pacedLoad } from '/work/main/tests/perf/load.ts'
const base = process.argv[2]
const q = `${base}/api/questions?examType=SAT&section=Math%20Calculator`
const r = await pacedLoad('q', q, 500, Number(process.argv[3] ?? 10))
console.log('questions p50/p99', r.p50.toFixed(1), r.p99.toFixed(1))
