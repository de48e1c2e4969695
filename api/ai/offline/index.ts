import type { QuestionStore } from '../../store/types.ts'
import type { AiEngine } from '../types.ts'
import { offlineGenerate } from './generator.ts'
import { offlineCoachReply, offlineTutorReply } from './tutor.ts'

/** The engine used when no OPENAI_API_KEY is set: no network, always answers. */
export function createOfflineEngine(questions: QuestionStore, random: () => number = Math.random): AiEngine {
  return {
    name: 'offline',
    tutorReply: async ({ message, context, language }) => offlineTutorReply(message, context, language),
    coachReply: async ({ message, language }) => offlineCoachReply(message, language),
    generateQuestions: (input) => offlineGenerate(input, questions, random),
  }
}
