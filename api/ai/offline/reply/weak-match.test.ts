import { beforeAll, describe, expect, it } from 'vitest'
import type { Language } from '../../../../openapi/types.ts'
import { composeTutorReply } from '../compose-node.ts'
import { nodeTutorResources } from '../tutor-node.ts'

/** Decision 133: a subject the bank does not teach gets the closest topics, not a note that shares a word with it. */
const ask = (message: string, language: Language) => composeTutorReply({ message, history: [], language })

describe('a weak match says so', () => {
  // The bank's search index is built once; on a loaded machine that takes longer than one test may.
  beforeAll(() => void nodeTutorResources(), 120_000)

  it('a question on a subject no note teaches quotes nothing and offers the closest topics', () => {
    // Without the support bar, "працює" (works) found the note on how Canada's parliament works.
    const reply = ask('як працює сонячна батарея', 'uk')
    expect(reply.kind).toBe('no-match')
    expect(reply.sources).toEqual([])
    expect(reply.text).toContain('/questions?')
  })

  it('a question the notes answer, typed with a typo, is still answered from its note', () => {
    const reply = ask('what is meiosys and how is it different from mitosis', 'en')
    expect(reply.kind).toBe('concept')
    expect(reply.sources[0]).toBe('alberta-diploma-biology-30-note-01')
  })
})
