import type { QuestionStore } from '../../store/types.ts'
import type { AiEngine, TutorInput } from '../types.ts'
import { offlineGenerate } from './generator.ts'
import { streamText } from './stream.ts'
import { composeTutorReply, warmUpTutor } from './tutor-node.ts'
import { offlineCoachReply } from './tutor.ts'

/** The engine used when no OPENAI_API_KEY is set: no network, always answers. */
export function createOfflineEngine(
  questions: QuestionStore,
  random: () => number = Math.random,
  options: { warmUp?: boolean } = {},
): AiEngine {
  // The search index and the maths libraries are made ready once, off the request path, soon after start-up.
  if (options.warmUp !== false) setTimeout(() => void warmUpTutor(), 0).unref?.()
  const reply = (input: TutorInput) => composeTutorReply(input).text
  return {
    name: 'offline',
    tutorReply: async (input) => reply(input),
    streamTutorReply: (input, signal) => streamText(() => reply(input), signal),
    coachReply: async ({ message, language }) => offlineCoachReply(message, language),
    generateQuestions: (input) => offlineGenerate(input, questions, random),
  }
}
