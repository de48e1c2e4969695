import { offlineGenerate } from '../api/ai/offline/generator.ts'
import { coachReplyFrom, tutorReplyFrom } from '../api/ai/offline/tutor-replies.ts'
import { AiUnavailableError, type AiEngine } from '../api/ai/types.ts'
import type { ServerTexts } from '../api/domain/server-texts.ts'
import type { Language } from '../openapi/types.ts'
import { mockQuestionStore, onResetMockDb } from './db.ts'

/**
 * The mocks' AI: the server's offline engine (same tutor replies, same templates and bank hand-outs), with
 * a seeded random sequence so a fresh mock database generates the same items in the same order on every run.
 * No key, no network. With aiDown the provider "fails" and the routes answer 503, as with a real outage.
 */

const RANDOM_SEED = 0x5eed
let state = RANDOM_SEED

/** mulberry32: small, fast and good enough to pick templates and shuffle. */
function seededRandom(): number {
  state = (state + 0x6d2b79f5) | 0
  let t = state
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

onResetMockDb(() => {
  state = RANDOM_SEED
})

export function mockAiEngine(texts: (language: Language) => ServerTexts, options: { aiDown: boolean }): AiEngine {
  const available = () => {
    if (options.aiDown) throw new AiUnavailableError('The mock AI provider is down (scenario ai-down).')
  }
  return {
    name: 'offline',
    tutorReply: async ({ message, context, language }) => {
      available()
      return tutorReplyFrom(texts(language), message, context)
    },
    coachReply: async ({ message, language }) => {
      available()
      return coachReplyFrom(texts(language), message)
    },
    generateQuestions: async (input) => {
      available()
      return offlineGenerate(input, mockQuestionStore, seededRandom)
    },
  }
}
