import { HttpResponse, http, type JsonBodyType } from 'msw'
import { loginLocation } from '../../api/operations/auth.ts'
import { conditionalAnswer } from '../../api/operations/caching.ts'
import {
  STREAM_HEADERS,
  operationRoutes,
  signInRoutes,
  signOutRoutes,
  streamRoutes,
  type RequestParts,
} from '../../api/operations/index.ts'
import { formatStreamEvent } from '../../api/operations/tutor.ts'
import type { SignInError } from '../../openapi/types.ts'
import { adapter, unknownPathHandlers, type ApiCall } from '../http.ts'
import { clearedSessionCookie, startSession } from '../session.ts'

// The msw adapters: the operations' table (api/operations/index.ts, the one Express registers too), the two
// sign-in navigations, then the 404/405 answer for anything else under /api. Any origin: `*/api/...`.

// /progress/{userId} → */api/progress/:userId (msw matches any origin with the leading *)
const mswPath = (path: string) => `*/api${path.replace(/\{(\w+)\}/g, ':$1')}`
const partsOf = (call: ApiCall): RequestParts => ({
  params: call.params,
  query: call.query,
  body: call.body,
  signal: call.request.signal,
})
const redirect = (location: string) => new HttpResponse(null, { status: 302, headers: { Location: location } })
/** What the empty scenario answers instead of the operation (the rest it empties through the store). */
const EMPTY_ANSWERS: Record<string, JsonBodyType> = { '/exam-types': [] }

export const handlers = [
  // A provider sign-in needs the server (an identity provider and its return): the mocks list no providers, and a
  // provider's return lands on the sign-in page saying so (GET /api/login?provider= does, through loginLocation).
  http.get(mswPath('/login/callback'), () =>
    redirect(`/login?error=${'provider-unavailable' satisfies SignInError}&redirectTo=%2F`),
  ),
  http.get(
    mswPath('/login'),
    adapter(async (call) => redirect(loginLocation(call.caller, call.query))),
  ),
  http.get(
    mswPath('/logout'),
    adapter(async (call) => {
      if (call.sid) await call.ctx.store.authSessions.destroy(call.sid)
      call.setCookie(clearedSessionCookie(call.sessionCookieName))
      return redirect('/')
    }),
  ),
  // A new session at sign-in; the caller's previous one ends.
  ...signInRoutes.map((route) =>
    http[route.method](
      mswPath(route.path),
      adapter(async (call) => {
        const { user, signIn } = await route.run(call.ctx, call.caller, partsOf(call))
        if (call.sid) await call.ctx.store.authSessions.destroy(call.sid)
        call.setCookie(await startSession(call.ctx.store, call.sessionCookieName, signIn, call.secure))
        return HttpResponse.json(user, { status: route.status })
      }),
    ),
  ),
  // A deleted account: its sessions are gone from the store; the caller's cookie is cleared.
  ...signOutRoutes.map((route) =>
    http[route.method](
      mswPath(route.path),
      adapter(async (call) => {
        await route.run(call.ctx, call.caller, partsOf(call))
        if (call.sid) await call.ctx.store.authSessions.destroy(call.sid)
        call.setCookie(clearedSessionCookie(call.sessionCookieName))
        return new HttpResponse(null, { status: route.status })
      }),
    ),
  ),
  // Server-sent events as a ReadableStream: each event when the operation makes it; cancelling the body (or the
  // request's own abort) aborts the reply upstream.
  ...streamRoutes.map((route) =>
    http[route.method](
      mswPath(route.path),
      adapter(async (call) => {
        const controller = new AbortController()
        const abort = () => controller.abort(new Error('The client closed the stream.'))
        if (call.request.signal.aborted) abort()
        else call.request.signal.addEventListener('abort', abort, { once: true })
        const events = (await route.run(call.ctx, call.caller, partsOf(call), controller.signal))[
          Symbol.asyncIterator
        ]()
        const encoder = new TextEncoder()
        const body = new ReadableStream<Uint8Array>({
          async pull(stream) {
            const next = await events.next()
            if (next.done || controller.signal.aborted) {
              call.request.signal.removeEventListener('abort', abort)
              stream.close()
            } else stream.enqueue(encoder.encode(formatStreamEvent(next.value)))
          },
          async cancel() {
            abort()
            await events.return?.(undefined)
          },
        })
        return new HttpResponse(body, { status: 200, headers: STREAM_HEADERS })
      }),
    ),
  ),
  ...operationRoutes.map((route) =>
    http[route.method](
      mswPath(route.path),
      adapter(async (call) => {
        const empty = call.emptyLists ? EMPTY_ANSWERS[route.path] : undefined
        const url = new URL(call.request.url)
        const reply = await conditionalAnswer(
          route,
          {
            revision: empty ? undefined : route.revision?.(call.ctx, call.caller),
            target: url.pathname + url.search,
            ifNoneMatch: call.request.headers.get('if-none-match'),
          },
          async () => empty ?? route.run(call.ctx, call.caller, partsOf(call)),
        )
        const init = { status: reply.status, headers: reply.headers }
        if (!reply.body) return new HttpResponse(null, init)
        if ('json' in reply.body) return HttpResponse.json(reply.body.json as JsonBodyType, init)
        return new HttpResponse(reply.body.text, {
          ...init,
          headers: { ...init.headers, 'Content-Type': 'application/json' },
        })
      }),
    ),
  ),
  // Readiness: the mocks hold their data in memory and answer at once, so they are ready whenever they answer.
  http.get(
    mswPath('/ready'),
    adapter(async (call) =>
      HttpResponse.json(
        { status: 'ready', checks: { store: { ok: true }, ai: { ok: true, detail: call.ctx.ai.name } } },
        { headers: { 'Cache-Control': 'no-store' } },
      ),
    ),
  ),
  ...unknownPathHandlers,
]
