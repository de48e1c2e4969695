// Every JSON operation of openapi/openapi.yaml with the path it answers on: both adapters (Express in
// api/http/routes.ts, msw in mocks/handlers/index.ts) register this one table. The sign-in navigations
// (/login, /logout) are redirects that only a transport can do; each adapter writes those two itself.
import type { GenerateQuestionsRequest, TutorChatRequest } from '../../openapi/types.ts'
import * as account from './account.ts'
import * as auth from './auth.ts'
import { STATIC_DATA_CACHE } from './caching.ts'
import * as catalog from './catalog.ts'
import { requesterOf, type Caller, type OperationContext } from './context.ts'
import * as fullExams from './full-exams.ts'
import * as passwordReset from './password-reset.ts'
import * as password from './password.ts'
import * as practice from './practice.ts'
import * as progress from './progress.ts'
import * as providerSignIn from './provider-sign-in.ts'
import * as questions from './questions.ts'
import * as review from './review.ts'
import * as tutor from './tutor.ts'

/** A request as the adapters hand it over, after validation against the document. */
export interface RequestParts {
  params: Record<string, string>
  query: Record<string, unknown>
  body: unknown
  /** Aborted when the client goes away: a long call (generation) cancels its upstream work. */
  signal?: AbortSignal
}

export interface OperationRoute {
  method: 'get' | 'post' | 'patch' | 'put'
  /** The document's path under /api, e.g. /progress/{userId}. */
  path: string
  status: number
  /** Data that only changes with a deployment: sent with this Cache-Control and an ETag, 304 on If-None-Match. */
  cacheControl?: string
  /**
   * The answer's revision, known before it is made (api/operations/caching.ts, revisionTag): sent as its ETag, and a
   * current If-None-Match is answered 304 without running the operation. Undefined: no ETag.
   */
  revision?(ctx: OperationContext, caller: Caller): string | undefined
  run(ctx: OperationContext, caller: Caller, request: RequestParts): Promise<unknown>
}

/** Register and sign-in: the adapter starts a new session for `signIn`, then answers with `user`. */
export interface SignInRoute extends Omit<OperationRoute, 'run'> {
  run(ctx: OperationContext, caller: Caller, request: RequestParts): Promise<auth.SignedIn>
}

type Op<Input, Result> = (ctx: OperationContext, caller: Caller, input: Input) => Promise<Result>

/** A route whose `run` hands the operation its input; the adapters validated it against the document already. */
function route<Input, Result>(
  method: OperationRoute['method'],
  path: string,
  op: Op<Input, Result>,
  input: (request: RequestParts) => unknown = () => undefined,
  status = 200,
): Omit<OperationRoute, 'run'> & { run: (...args: Parameters<OperationRoute['run']>) => Promise<Result> } {
  return { method, path, status, run: (ctx, caller, request) => op(ctx, caller, input(request) as Input) }
}

const body = (request: RequestParts) => request.body
const params = (request: RequestParts) => request.params

/**
 * A call answered with server-sent events: the checks run before `run` resolves (a bad request is a plain
 * problem), then the adapter writes each event as it comes and aborts `signal` when the client goes away.
 */
export interface StreamRoute {
  method: 'post'
  path: string
  run(
    ctx: OperationContext,
    caller: Caller,
    request: RequestParts,
    signal: AbortSignal,
  ): Promise<AsyncIterable<tutor.TutorStreamEvent>>
}

/** The headers of every text/event-stream answer (no-transform: compression must not buffer it). */
export const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
} as const

export const streamRoutes: StreamRoute[] = [
  {
    method: 'post',
    path: '/tutor/chat/stream',
    run: (ctx, caller, request, signal) => tutor.streamTutorChat(ctx, caller, request.body as TutorChatRequest, signal),
  },
]

export const signInRoutes: SignInRoute[] = [
  route('post', '/auth/register', auth.register, body, 201),
  route('post', '/auth/login', auth.login, body),
  route('post', '/auth/password', password.changePassword, body),
]

/** Calls after which the caller is signed out (a deleted account): the adapter ends the session and clears the cookie. */
export const signOutRoutes: OperationRoute[] = [route('post', '/account/delete', account.deleteAccount, body, 204)]

export const operationRoutes: OperationRoute[] = [
  route('get', '/health', async () => ({ status: 'ok' })),
  route('get', '/auth/user', auth.currentUser),
  route('get', '/auth/providers', providerSignIn.listSignInProviders),
  route('post', '/auth/password-reset', passwordReset.requestPasswordReset, body, 202),
  route('post', '/auth/password-reset/confirm', passwordReset.confirmPasswordReset, body, 204),
  { ...route('get', '/catalog', async (ctx) => catalog.getCatalog(ctx)), cacheControl: STATIC_DATA_CACHE },
  { ...route('get', '/exam-types', async (ctx) => catalog.listExamTypes(ctx)), cacheControl: STATIC_DATA_CACHE },
  {
    ...route(
      'get',
      '/study-notes',
      async (ctx, _caller, query: catalog.StudyNotesQuery) => catalog.listStudyNotes(ctx, query),
      (request) => request.query,
    ),
    cacheControl: STATIC_DATA_CACHE,
  },
  {
    ...route('get', '/questions', questions.listQuestions, (request) => request.query),
    revision: (ctx, caller) => ctx.store.questions.revision?.(requesterOf(caller)),
  },
  {
    ...route('post', '/questions/generate', questions.generateQuestions, body),
    run: (ctx, caller, request) =>
      questions.generateQuestions(ctx, caller, request.body as GenerateQuestionsRequest, request.signal),
  },
  route('post', '/practice/start', practice.startPractice, body, 201),
  route('patch', '/practice/sessions/{id}', practice.updatePractice, (r) => ({ id: r.params.id, patch: r.body })),
  route('get', '/progress/{userId}', progress.getProgress, params),
  route('get', '/sessions/{userId}', progress.listSessions, params),
  route('post', '/analysis/weaknesses', progress.analyseWeaknesses, body),
  route('get', '/answers', review.listAnswers, (request) => request.query),
  route('post', '/answers/import', review.importAnswers, body),
  route('get', '/mastery', review.getMastery, (request) => request.query),
  route('get', '/review/cards', review.listReviewCards, (request) => request.query),
  route('get', '/review/summary', review.getReviewSummary),
  route('post', '/review/cards/{questionId}/grade', review.gradeReviewCard, (r) => ({
    questionId: r.params.questionId,
    body: r.body,
  })),
  route('get', '/full-exams/{id}', fullExams.getFullExam, params),
  route('put', '/full-exams/{id}', fullExams.saveFullExam, (r) => ({ id: r.params.id, body: r.body })),
  route('get', '/tutor/sessions/{userId}', tutor.listTutorSessions, params),
  route('post', '/tutor/chat', tutor.tutorChat, body),
  route('post', '/ai/chat', tutor.aiChat, body),
  route('get', '/account/profile', account.getAccountProfile),
  route('get', '/account/export', account.exportAccountData),
]
