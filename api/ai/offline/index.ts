import type { QuestionStore } from '../../store/types.ts'
import type { AiEngine, TutorInput } from '../types.ts'
import type { composeReply, TutorResources } from './compose.ts'
import { offlineGenerate } from './generator.ts'
import { streamText } from './stream.ts'
import { offlineCoachReply } from './tutor.ts'

/**
 * The engine used when no OPENAI_API_KEY is set: no network, always answers. `tutor` gives the search index and
 * names (the server's from the disk, the browser mocks' from their imported seed).
 *
 * The tutor (the CAS, the intent classifiers, the search) is imported on first use: loading it takes seconds, and a
 * server restarting after a power cut should answer its first requests without waiting for it. `warmUp()` loads it
 * and runs each path once; the server calls it once it listens.
 */
export function createOfflineEngine(
  questions: QuestionStore,
  tutor: () => TutorResources,
  options: { random?: () => number } = {},
): AiEngine {
  let compose: Promise<{ composeReply: typeof composeReply }> | undefined
  const reply = async (input: TutorInput) => {
    compose ??= import('./compose.ts')
    return (await compose).composeReply(input, tutor()).text
  }
  return {
    name: 'offline',
    tutorReply: reply,
    streamTutorReply: (input, signal) => streamText(() => reply(input), signal),
    coachReply: async ({ message, language }) => offlineCoachReply(message, language),
    generateQuestions: (input) => offlineGenerate(input, questions, options.random ?? Math.random),
    warmUp: async () => (await import('./warm-up.ts')).warmUpTutor(tutor),
  }
}
