import { pacedLoad } from '/work/main/tests/perf/load.ts'
for (let i = 0; i < 4; i++) {
  const r = await pacedLoad('bare', process.argv[2], 500, 5)
  console.log('bare p50/p99', r.p50.toFixed(2), r.p99.toFixed(2))
}
