import type { QuestionStore } from '../../store/types.ts'
import type { AiEngine, TutorInput } from '../types.ts'
import type { composeReply } from './compose.ts'
import { offlineGenerate } from './generator.ts'
import type { TutorResourcesSource } from './resources.ts'
import { streamText } from './stream.ts'
import { offlineCoachReply } from './tutor.ts'

/**
 * The engine used when no OPENAI_API_KEY is set: no network, always answers. `tutor` gives the search index and
 * names (the server's from the disk, the browser mocks' from their imported seed).
 *
 * The tutor (the CAS, the intent classifiers, the search) is imported on first use, or by `prepare()`, which the
 * server awaits before it listens: a module still loading when SIGTERM arrives can keep the process from exiting
 * (tsx's loader runs off the main thread). `warmUp()` runs each path once; the server calls it once it listens.
 */
export function createOfflineEngine(
  questions: QuestionStore,
  tutor: TutorResourcesSource,
  options: { random?: () => number } = {},
): AiEngine {
  let compose: Promise<{ composeReply: typeof composeReply }> | undefined
  const load = () => (compose ??= import('./compose.ts'))
  const reply = async (input: TutorInput) => (await load()).composeReply(input, tutor()).text
  return {
    name: 'offline',
    tutorReply: reply,
    streamTutorReply: (input, signal) => streamText(() => reply(input), signal),
    coachReply: async ({ message, language }) => offlineCoachReply(message, language),
    generateQuestions: (input) => offlineGenerate(input, questions, options.random ?? Math.random),
    prepare: async () => {
      await Promise.all([load(), import('./warm-up.ts')])
    },
    warmUp: async () => (await import('./warm-up.ts')).warmUpTutor(tutor),
  }
}
