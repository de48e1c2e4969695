import type { QuestionStore } from '../../store/types.ts'
import type { AiEngine, TutorInput } from '../types.ts'
import { composeReply, type TutorResources } from './compose.ts'
import { offlineGenerate } from './generator.ts'
import { streamText } from './stream.ts'
import { offlineCoachReply } from './tutor.ts'
import { warmUpTutor } from './warm-up.ts'

/**
 * The engine used when no OPENAI_API_KEY is set: no network, always answers. `tutor` gives the search index and
 * names (the server's from the disk, the browser mocks' from their imported seed).
 */
export function createOfflineEngine(
  questions: QuestionStore,
  tutor: () => TutorResources,
  options: { random?: () => number; warmUp?: boolean } = {},
): AiEngine {
  // The search index and the maths libraries are made ready once, off the request path, soon after start-up.
  if (options.warmUp !== false) setTimeout(() => void warmUpTutor(tutor), 0)
  const reply = (input: TutorInput) => composeReply(input, tutor()).text
  return {
    name: 'offline',
    tutorReply: async (input) => reply(input),
    streamTutorReply: (input, signal) => streamText(() => reply(input), signal),
    coachReply: async ({ message, language }) => offlineCoachReply(message, language),
    generateQuestions: (input) => offlineGenerate(input, questions, options.random ?? Math.random),
  }
}
