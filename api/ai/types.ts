import type { ExamType, ExamTypeName, Language, MaturaLevel, Question, TutorMessage } from '../../openapi/types.ts'
import type { AiRequester } from './token-budget.ts'

/** How a student is doing in one subject (section) or topic: accuracy in percent over `answered` questions. */
export interface TutorWeakArea {
  examType?: ExamTypeName
  section?: string
  /** The bank's snake_case topic key; absent for a whole subject. */
  topic?: string
  accuracy: number
  answered?: number
}

/**
 * The student's progress as the tutor may use it for plans: for a signed-in student the operations layer passes
 * the API's weak subjects and topics; for a visitor, the browser's progress.
 */
export interface TutorProgress {
  source: 'account' | 'browser'
  examType?: ExamTypeName
  scorePercentage?: number
  weakAreas: TutorWeakArea[]
}

/** The question the chat was opened from (practice dialog, results, "Practice This"). */
export interface TutorQuestion {
  id?: string
  examType?: ExamTypeName
  section?: string
  topic?: string
  difficulty?: Question['difficulty']
  questionText: string
  passage?: string
  /** What the item's figure shows (its text description): the tutor cannot see the drawing itself. */
  figureDescription?: string
  options?: string[]
  correctAnswer?: string
  explanation?: string
  /** Whether the student has answered it: before that, the tutor never gives the answer away. */
  answered: boolean
  studentAnswer?: string
}

export interface TutorInput {
  message: string
  /** Free text from the page (capped; only ever data, never instructions). */
  context?: string
  history: TutorMessage[]
  /** The request's language (or the UI's when the request named none). */
  language: Language
  /**
   * True when the request named its language explicitly: the reply is then always in it. Otherwise the message's
   * own script and words decide when they are clear (a Ukrainian question in the English UI gets Ukrainian).
   */
  languageExplicit?: boolean
  progress?: TutorProgress
  question?: TutorQuestion
  /** Whose daily token allowance the reply is charged to (the paid engine only). */
  caller?: AiRequester
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
  /** Whose daily token allowance the model calls are charged to (the paid engine only). */
  caller?: AiRequester
  /** Aborted when the requester goes away (Cancel): the provider's calls are cancelled upstream. */
  signal?: AbortSignal
}

/** The AI behind the tutor and the generator: OpenAI when a key is set, the offline engine otherwise. */
export interface AiEngine {
  readonly name: 'openai' | 'offline'
  tutorReply(input: TutorInput): Promise<string>
  /**
   * The same reply as text chunks, as they are produced. One overall deadline per reply (OpenAI: the
   * `replyDeadlineMs` option); aborting `signal` (the student pressed Stop, the client went away) cancels the
   * upstream request too. Throws AiUnavailableError when the provider fails before or during the reply.
   * Both engines implement it; it is optional only until the mocks' engine (mocks/ai.ts) does too — callers use
   * `streamTutorReply(engine, input, signal)` below, which falls back to the whole reply as one chunk.
   */
  streamTutorReply?(input: TutorInput, signal?: AbortSignal): AsyncIterable<string>
  coachReply(input: { message: string; context?: string; language: Language; caller?: AiRequester }): Promise<string>
  generateQuestions(input: GenerationInput): Promise<Question[]>
  /** Loads what the engine needs (the offline tutor's modules); the server awaits it before it listens. */
  prepare?(): Promise<void>
  /** Makes the first reply fast (the offline engine runs each path of its tutor once); called once the server listens. */
  warmUp?(): Promise<void>
}

/** The provider failed (down, over quota, timed out): the route answers 503. */
export class AiUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'AiUnavailableError'
  }
}

/** The engine's streamed reply, or its whole reply as one chunk when the engine cannot stream. */
export async function* streamTutorReply(
  engine: AiEngine,
  input: TutorInput,
  signal?: AbortSignal,
): AsyncIterable<string> {
  if (engine.streamTutorReply) {
    yield* engine.streamTutorReply(input, signal)
    return
  }
  signal?.throwIfAborted()
  yield await engine.tutorReply(input)
}
