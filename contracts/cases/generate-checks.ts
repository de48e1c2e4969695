import type { ApiClient } from '../client.ts'
import type { TestContext } from '../harness.ts'
import { expect, expectStatus } from '../harness.ts'

// The checks the generation cases share: what POST /api/questions/generate must answer.

export const GENERATE_RULE = '#/paths/~1api~1questions~1generate/post/responses/200/description'

/** The document allows fewer than `count` items ("only when no more valid items could be made"), never more. */
export function expectAtMost(t: TestContext, items: any[], count: number) {
  expect(items.length <= count, `asked for ${count}, got ${items.length}`, GENERATE_RULE)
  t.created.generatedQuestions.push(...items.filter((q) => q.source === 'generated').map((q) => q.id))
}

export function expectValidItems(items: any[]) {
  for (const q of items) {
    expect(
      q.options.filter((o: string) => o === q.correctAnswer).length === 1,
      `${q.id}: correctAnswer must be exactly one option`,
    )
    expect(new Set(q.options).size === q.options.length, `${q.id}: options must be distinct`)
  }
}

export type GenerateBody = { examType: string; section: string; difficulty: string; count: number }

/** POST /api/questions/generate with the AI's time allowed: a 200 with at most `count` items. */
export async function generate(t: TestContext, client: ApiClient, body: GenerateBody): Promise<any[]> {
  const res = await client.call('post', '/api/questions/generate', { body, timeoutMs: t.options.aiTimeoutMs })
  expectAtMost(t, expectStatus(res, 200).body, body.count)
  return res.body
}

/** As `generate`, and every item is of the asked exam and section, with one correct and distinct options. */
export async function generateValid(t: TestContext, client: ApiClient, body: GenerateBody): Promise<any[]> {
  const items = await generate(t, client, body)
  expect(
    items.every((q) => q.examType === body.examType && q.section === body.section),
    'items match the exam and section',
  )
  expectValidItems(items)
  return items
}
