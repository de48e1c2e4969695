import { z } from 'zod'
import { api } from '~/utils/api.server.ts'
import { lookupUser } from '~/utils/auth.server.ts'
import {
  importVisitorReview,
  migrateVisitorProgress,
  parseVisitorProgress,
  parseVisitorReview,
} from '~/utils/visitor-progress.server.ts'
import { readWelcome, setWelcome } from '~/utils/welcome.server.ts'

/** What the save queue sends: the sign-up form's three fields, as the browser still holds them. */
const VisitorImport = z.object({
  progress: z.string().max(100_000),
  answers: z.string().max(100_000),
  cards: z.string().max(100_000),
})

/**
 * The save queue's retry of what an outage kept from moving at sign-up (decision 088): the browser results,
 * answers and review cards, each step idempotent (results by their key, answers and cards skipped when held).
 * 200 once all of it is on the account (the welcome note then stops asking); 503 while any part still fails, so
 * the queue tries again; 401 signed out; 400 a body that is not the form's.
 */
export async function visitorImportResponse(request: Request): Promise<Response> {
  const parsed = VisitorImport.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return Response.json({ ok: false, status: 400 }, { status: 400 })
  const { user, failed } = await lookupUser(request)
  if (!user) return Response.json({ ok: false, status: failed ? 503 : 401 }, { status: failed ? 503 : 401 })
  const client = api(request)
  const progress = await migrateVisitorProgress(client, user.id, parseVisitorProgress(parsed.data.progress))
  const review = await importVisitorReview(client, parseVisitorReview(parsed.data.answers, parsed.data.cards))
  if (progress.failed > 0 || !review.ok) return Response.json({ ok: false, status: 503 }, { status: 503 })
  const welcome = await readWelcome(request)
  const headers = welcome ? { 'Set-Cookie': await setWelcome({ migrated: welcome.migrated }) } : undefined
  return Response.json({ ok: true, migrated: progress.migrated }, { headers })
}
