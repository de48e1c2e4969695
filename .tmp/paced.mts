import { pacedLoad, load } from '/work/main/tests/perf/load.ts'
const base = process.argv[2]
const json = { 'content-type': 'application/json' }
const reg = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify({ email: `p${Date.now()}@example.com`, password: 'Correct-Horse-Battery-9', firstName: 'P' }) })
if (reg.status !== 201) throw new Error(`register ${reg.status} ${await reg.text()}`)
const cookie = reg.headers.get('set-cookie')!.split(';')[0]
const user = (await reg.json()) as { id: string }
const targets = [
  ['questions', `${base}/api/questions?examType=SAT&section=Math%20Calculator`, {}],
  ['progress', `${base}/api/progress/${user.id}`, { headers: { cookie } }],
  ['catalog-signed', `${base}/api/catalog`, { headers: { cookie } }],
  ['catalog-anon', `${base}/api/catalog`, {}],
] as const
for (const [n, u, i] of targets) await load(n, u, 4, 1, i as never)
for (let round = 0; round < 2; round++)
  for (const [n, u, i] of targets) {
    const r = await pacedLoad(n, u, 500, 5, i as never)
    console.log(n, 'rps', r.rps.toFixed(0), 'p50', r.p50, 'p99', r.p99, 'fail', r.failures)
  }
