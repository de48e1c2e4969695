import { BENCH_PASSWORD } from './stores.ts'

const json = { 'content-type': 'application/json' }
let students = 0

/**
 * A new student with one practice session, signed in on the server at `origin`: its session cookie, for the signed-in
 * pages the bench renders (never from the page cache).
 */
export async function signedInStudent(origin: string): Promise<string> {
  const reg = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email: `bench-ssr-${++students}@example.com`,
      password: BENCH_PASSWORD,
      firstName: 'Bench',
    }),
  })
  if (reg.status !== 201) throw new Error(`register: HTTP ${reg.status} ${await reg.text()}`)
  const cookie = reg.headers.get('set-cookie')!.split(';')[0]
  const user = (await reg.json()) as { id: string }
  const start = await fetch(`${origin}/api/practice/start`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ userId: user.id, examType: 'NMT', countryCode: 'UA', subjects: ['Mathematics'] }),
  })
  const session = (await start.json()) as { id: string }
  await fetch(`${origin}/api/practice/sessions/${session.id}`, {
    method: 'PATCH',
    headers: { ...json, cookie },
    body: JSON.stringify({ questionsAttempted: 10, questionsCorrect: 5, totalTime: 300 }),
  })
  return cookie
}
