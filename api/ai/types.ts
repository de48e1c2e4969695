import type { ExamType, Language, MaturaLevel, Question, TutorMessage } from '../../openapi/types.ts'

export interface TutorInput {
  message: string
  context?: string
  history: TutorMessage[]
  language: Language
}

export interface GenerationInput {
  examType: ExamType
  section: string
  difficulty: Question['difficulty']
  level?: MaturaLevel
  topic?: string
  count: number
  /** Who asks (user id or an anonymous client id), so the offline engine can hand out unseen bank items. */
  requester: string
}

/** The AI behind the tutor and the generator: OpenAI when a key is set, the offline engine otherwise. */
export interface AiEngine {
  readonly name: 'openai' | 'offline'
  tutorReply(input: TutorInput): Promise<string>
  coachReply(input: { message: string; context?: string; language: Language }): Promise<string>
  generateQuestions(input: GenerationInput): Promise<Question[]>
}

/** The provider failed (down, over quota, timed out): the route answers 503. */
export class AiUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'AiUnavailableError'
  }
}
