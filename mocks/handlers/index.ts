import { HttpResponse, type JsonBodyType } from 'msw'
import * as auth from '../../api/operations/auth.ts'
import * as catalog from '../../api/operations/catalog.ts'
import type { Caller, OperationContext } from '../../api/operations/context.ts'
import * as practice from '../../api/operations/practice.ts'
import * as progress from '../../api/operations/progress.ts'
import * as questions from '../../api/operations/questions.ts'
import * as tutor from '../../api/operations/tutor.ts'
import { adapter, http, unknownPathHandlers, type ApiCall } from '../http.ts'
import { clearedSessionCookie, startSession } from '../session.ts'

// Every operation of openapi/openapi.yaml as a thin msw adapter over api/operations (the same ones Express
// calls), then the 404/405 answer for anything else under /api. The routes mirror api/http/routes.ts.

type Operation = (ctx: OperationContext, caller: Caller, input: never) => JsonBodyType | Promise<JsonBodyType>

/** A JSON answer from one operation; `input` picks what it gets from the request. */
const json = (op: Operation, input: (call: ApiCall) => unknown = () => undefined, status = 200) =>
  adapter(async (call) => HttpResponse.json(await op(call.ctx, call.caller, input(call) as never), { status }))

const redirect = (location: string) => new HttpResponse(null, { status: 302, headers: { Location: location } })

/** Register and sign-in: a new session (the caller's previous one ends), then the user. */
const signedIn = (op: typeof auth.register | typeof auth.login, status: number) =>
  adapter(async (call) => {
    const { user, signIn } = await op(call.ctx, call.caller, call.body)
    if (call.sid) await call.ctx.store.authSessions.destroy(call.sid)
    call.setCookie(await startSession(call.ctx.store, call.sessionCookieName, signIn, call.secure))
    return HttpResponse.json(user, { status })
  })

const body = (call: ApiCall) => call.body
const params = (call: ApiCall) => call.params

export const handlers = [
  http.get(
    '/api/health',
    json(() => ({ status: 'ok' })),
  ),
  http.get(
    '/api/login',
    adapter(async (call) => redirect(auth.loginLocation(call.caller, call.query))),
  ),
  http.get(
    '/api/logout',
    adapter(async (call) => {
      if (call.sid) await call.ctx.store.authSessions.destroy(call.sid)
      call.setCookie(clearedSessionCookie(call.sessionCookieName))
      return redirect('/')
    }),
  ),
  http.post('/api/auth/register', signedIn(auth.register, 201)),
  http.post('/api/auth/login', signedIn(auth.login, 200)),
  http.get('/api/auth/user', json(auth.currentUser)),
  http.get('/api/catalog', json(catalog.getCatalog)),
  // The empty scenario has no exam types; the catalogue stays, so QA can still navigate.
  http.get(
    '/api/exam-types',
    adapter(async (call) => HttpResponse.json(call.emptyLists ? [] : catalog.listExamTypes(call.ctx))),
  ),
  http.get(
    '/api/questions',
    json(questions.listQuestions, (call) => call.query),
  ),
  http.post('/api/questions/generate', json(questions.generateQuestions, body)),
  http.post('/api/practice/start', json(practice.startPractice, body, 201)),
  http.patch(
    '/api/practice/sessions/{id}',
    json(practice.updatePractice, (call) => ({ id: call.params.id, patch: call.body })),
  ),
  http.get('/api/progress/{userId}', json(progress.getProgress, params)),
  http.get('/api/sessions/{userId}', json(progress.listSessions, params)),
  http.post('/api/analysis/weaknesses', json(progress.analyseWeaknesses, body)),
  http.get('/api/tutor/sessions/{userId}', json(tutor.listTutorSessions, params)),
  http.post('/api/tutor/chat', json(tutor.tutorChat, body)),
  http.post('/api/ai/chat', json(tutor.aiChat, body)),
  ...unknownPathHandlers,
]
