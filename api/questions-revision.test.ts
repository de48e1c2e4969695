// The question listing's ETag is its revision (api/store/questions.ts): a current If-None-Match is answered 304
// without reading a question, and anything that changes what the caller can list gives a new tag.
import { mkdtempSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApiApp } from './app.ts'
import { parseEnv } from './env.ts'
import { loadQuestionBank } from './seed/index.ts'
import { createMemoryStore } from './store/memory.ts'

let base = ''
let server: Server
let close: () => Promise<void>
let lists = 0

beforeAll(async () => {
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'examready-revision-')),
  } as NodeJS.ProcessEnv)
  const store = createMemoryStore(loadQuestionBank())
  const list = store.questions.list.bind(store.questions)
  store.questions.list = (...args) => (lists++, list(...args))
  const api = await createApiApp({ env, store })
  close = api.close
  server = api.app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((r) => server?.close(r))
  await close?.()
})

const page = (offset: number, etag?: string) =>
  fetch(`${base}/api/questions?examType=SAT&type=any&limit=100&offset=${offset}`, {
    headers: etag ? { 'if-none-match': etag } : {},
  })

it('answers a current If-None-Match with 304 without reading the questions, and a change with a new tag', async () => {
  const first = await page(0)
  expect(first.status).toBe(200)
  const etag = first.headers.get('etag')!
  expect(etag).toMatch(/^"[\w-]+"$/)
  expect(((await first.json()) as unknown[]).length).toBe(100)
  expect((await page(100)).headers.get('etag')).not.toBe(etag)

  const read = lists
  const again = await page(0, etag)
  expect(again.status).toBe(304)
  expect(again.headers.get('etag')).toBe(etag)
  expect(await again.text()).toBe('')
  expect(lists).toBe(read)

  // This caller's own generated item is listed from now on: the old copy is not current.
  const generated = await fetch(`${base}/api/questions/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ examType: 'SAT', section: 'Math Calculator', difficulty: 'Easy', count: 1 }),
  })
  expect(generated.status).toBe(200)
  const after = await page(0, etag)
  expect(after.status).toBe(200)
  expect(after.headers.get('etag')).not.toBe(etag)
})
