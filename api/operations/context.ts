// What every operation gets. Operations are transport-free: `(ctx, caller, input) → result`, throwing HttpProblem
// for a problem. The Express adapters (api/http) and the msw adapters (mocks/) build ctx and caller their own way.
import type { Catalog, ExamType, Language, StudyNote } from '../../openapi/types.ts'
import type { DailyTokenBudget } from '../ai/token-budget.ts'
import type { AiEngine } from '../ai/types.ts'
import type { ServerTexts } from '../locales/server-texts.ts'
import type { Store } from '../store/types.ts'
import { HttpProblem } from './problem.ts'

export interface PasswordHasher {
  hash(password: string): Promise<string>
  verify(password: string, stored: string): Promise<boolean>
  /** A hash to compare with when the email is unknown, so both sign-in failures take the same time. */
  dummyHash(): Promise<string>
  /** True when a verified hash was made with an older scheme: sign-in replaces it (absent: hashes never change). */
  needsRehash?(stored: string): boolean
}

/** A mail to a student; `link` is the one link it carries (what the development log shows without SMTP). */
export interface MailMessage {
  to: string
  subject: string
  text: string
  link: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
  /** Work finished after the answer went out (a reset's token and mail): a failure of it goes to the log. */
  later(task: Promise<void>): void
}

export interface OperationContext {
  store: Store
  ai: AiEngine
  /** The paid AI's daily token allowances (absent with the offline engine and in the mocks). */
  aiBudget?: DailyTokenBudget
  catalog: Catalog
  examTypes: ExamType[]
  /** The study notes (api/seed/notes), each once per language; read on first use. */
  studyNotes: () => StudyNote[]
  passwords: PasswordHasher
  texts: (language: Language) => ServerTexts
  now: () => Date
  /** The OpenID Connect providers configured (api/auth/oidc-config.ts); absent in the mocks. */
  signInProviders?: { id: string; name: string }[]
  /** Mail to students, and the public origin its links point to (api/mail/mailer.ts); absent in the mocks. */
  mail?: { mailer: Mailer; origin: string }
}

export interface Caller {
  /** The signed-in user, or null. */
  userId: string | null
  /** Who the client is when signed out (the IP on the server): generation hands out unseen items per requester. */
  clientKey: string
  /** When the signed-in student last signed in again at an identity provider in this session (ms since epoch). */
  providerConfirmedAt?: number
}

/**
 * One operation of the API, transport-free: the context, who calls, and what the call carries (path, query and
 * body, as its route hands them) → its answer, or an HttpProblem thrown. Express and the msw mocks adapt these.
 */
export type Operation<Input, Output> = (ctx: OperationContext, caller: Caller, input: Input) => Promise<Output>

/** 401 when signed out, 403 when the id in the request is someone else's. */
export function requireOwner(caller: Caller, ownerId: string | null | undefined): string {
  if (!caller.userId) throw new HttpProblem(401, 'Sign in to use this.')
  if (ownerId !== undefined && ownerId !== caller.userId) throw new HttpProblem(403, 'This belongs to another user.')
  return caller.userId
}

/** The requester key of generation: the user, else the anonymous client. */
export function requesterOf(caller: Caller): string {
  return caller.userId ?? `anon:${caller.clientKey}`
}

/** A 400 with field errors, worded as the validator words them. */
export function invalidFields(errors: { path: string; message: string }[]): HttpProblem {
  return new HttpProblem(
    400,
    `The request has ${errors.length} invalid field${errors.length === 1 ? '' : 's'}.`,
    errors,
  )
}
