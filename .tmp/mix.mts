import { pacedLoad, load } from '/work/main/tests/perf/load.ts'
const base = process.argv[2]
const json = { 'content-type': 'application/json' }
const reg = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify({ email: `p${Date.now()}@example.com`, password: 'Correct-Horse-Battery-9', firstName: 'P' }) })
const cookie = reg.headers.get('set-cookie')!.split(';')[0]
const user = (await reg.json()) as { id: string }
const q = `${base}/api/questions?examType=SAT&section=Math%20Calculator`
await load('w', q, 4, 1); await load('w', `${base}/`, 4, 1)
const out: string[] = []
for (let i = 0; i < 3; i++) {
  await load('ssr', `${base}/`, 10, 3)
  const r = await pacedLoad('q', q, 500, 5)
  const p = await pacedLoad('p', `${base}/api/progress/${user.id}`, 500, 5, { headers: { cookie } })
  out.push(`q ${r.p99.toFixed(0)} p ${p.p99.toFixed(0)}`)
}
console.log(process.argv[3], out.join(' | '))
