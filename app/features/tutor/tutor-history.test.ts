import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { HISTORY_MAX_CHARS, HISTORY_MAX_MESSAGES, historyToSend } from './tutor-history.ts'

describe("a signed-out chat's history", () => {
  it("keeps the contract's bounds", () => {
    const doc = parse(readFileSync(new URL('../../../openapi/openapi.yaml', import.meta.url), 'utf8'))
    const { schemas } = doc.components
    expect(schemas.TutorChatRequest.properties.history.maxItems).toBe(HISTORY_MAX_MESSAGES)
    expect(schemas.TutorHistoryMessage.properties.content.maxLength).toBe(HISTORY_MAX_CHARS)
  })

  it('sends the latest real messages, cut to the longest the contract takes', () => {
    const messages = [
      ...Array.from({ length: 10 }, (_, i) => ({ role: 'user' as const, content: `question ${i}` })),
      { role: 'assistant' as const, content: 'x'.repeat(5000) },
      { role: 'assistant' as const, content: 'Sorry, something went wrong.', failed: true },
      { role: 'assistant' as const, content: '  ' },
    ]
    const sent = historyToSend(messages)
    expect(sent).toHaveLength(HISTORY_MAX_MESSAGES)
    expect(sent[0]).toEqual({ role: 'user', content: 'question 3' })
    expect(sent.at(-1)?.content).toHaveLength(HISTORY_MAX_CHARS)
  })
})
