import { pacedLoad, load } from '/work/main/tests/perf/load.ts'
const base = process.argv[2]
const mode = process.argv[3]
const json = { 'content-type': 'application/json' }
const reg = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify({ email: `p${Date.now()}@example.com`, password: 'Correct-Horse-Battery-9', firstName: 'P' }) })
const cookie = reg.headers.get('set-cookie')!.split(';')[0]
const user = (await reg.json()) as { id: string }
const start = await fetch(`${base}/api/practice/start`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ userId: user.id, examType: 'NMT', countryCode: 'UA', subjects: ['Mathematics'] }) })
const session = (await start.json()) as { id: string }
const q = `${base}/api/questions?examType=SAT&section=Math%20Calculator`
const paced = async (tag: string) => {
  const r = await pacedLoad('q', q, 500, 5)
  const p = await pacedLoad('p', `${base}/api/progress/${user.id}`, 500, 5, { headers: { cookie } })
  console.log(tag, 'questions p50/p99', r.p50.toFixed(1), r.p99.toFixed(1), 'progress', p.p50.toFixed(1), p.p99.toFixed(1), 'mem', (await (await fetch(`${base}/api/health`)).status))
}
await load('w', q, 4, 1)
await paced('before')
if (mode === 'patch') await load('patch', `${base}/api/practice/sessions/${session.id}`, 50, 5, { method: 'PATCH', headers: { ...json, cookie }, body: JSON.stringify({ questionsAttempted: 10, questionsCorrect: 5, totalTime: 300 }) })
if (mode === 'get') await load('get', q, 50, 5)
if (mode === 'ssr') await load('ssr', `${base}/`, 50, 5)
await paced('after ' + mode)
await new Promise((r) => setTimeout(r, 5000))
await paced('after 5s')
