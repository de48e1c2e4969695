// Password reset by email (decision 067): a random token mailed as a link, kept only as its SHA-256, single use,
// RESET_TOKEN_TTL_MS long. The request answers the same whether or not an account has the address: the token and
// the mail are made after the answer, so its timing says nothing either.
import type { ConfirmPasswordResetRequest, PasswordResetRequest } from '../../openapi/types.ts'
import { fill } from '../locales/server-texts.ts'
import type { UserRecord } from '../store/types.ts'
import { invalidFields, type Operation, type OperationContext } from './context.ts'
import { refuseWeakPassword, replacePassword } from './password.ts'

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000
/** The app's page a mailed link opens (app/routes/($lang).reset-password.tsx). */
export const RESET_PAGE = '/reset-password'

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')

/** 32 random bytes, base64url: what the link carries. Web Crypto, as the browser mocks bundle this too. */
export function newResetToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, (c) => ({ '+': '-', '/': '_', '=': '' })[c]!)
}

/** What is kept instead of the token: a database read gives no working link. */
export async function hashResetToken(token: string): Promise<string> {
  return hex(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))
}

async function issueReset(ctx: OperationContext, user: UserRecord, body: PasswordResetRequest): Promise<void> {
  const mail = ctx.mail
  if (!mail) return
  const token = newResetToken()
  const expiresAt = ctx.now().getTime() + RESET_TOKEN_TTL_MS
  await ctx.store.passwordResets.put({ tokenHash: await hashResetToken(token), userId: user.id, expiresAt })
  const language = body.language ?? 'en'
  const texts = ctx.texts(language).passwordReset
  const link = `${mail.origin}/${language}${RESET_PAGE}?token=${token}`
  const values = { name: user.firstName ?? user.email.split('@')[0], link, minutes: RESET_TOKEN_TTL_MS / 60_000 }
  await mail.mailer.send({ to: user.email, subject: texts.subject, text: fill(texts.body, values), link })
}

export const requestPasswordReset: Operation<PasswordResetRequest, void> = async (ctx, _caller, body) => {
  const user = await ctx.store.users.findByEmail(body.email)
  if (user && ctx.mail) ctx.mail.mailer.later(issueReset(ctx, user, body))
}

const invalidToken = () => invalidFields([{ path: '/body/token', message: 'is unknown, used or expired' }])

export const confirmPasswordReset: Operation<ConfirmPasswordResetRequest, void> = async (ctx, _caller, body) => {
  const tokenHash = await hashResetToken(body.token)
  // Looked at first: a password refused as weak leaves the link working for a better one.
  const userId = await ctx.store.passwordResets.find(tokenHash, ctx.now().getTime())
  const user = userId ? await ctx.store.users.findById(userId) : undefined
  if (!user) throw invalidToken()
  refuseWeakPassword(user, body.newPassword, '/body/newPassword')
  if ((await ctx.store.passwordResets.consume(tokenHash, ctx.now().getTime())) !== user.id) throw invalidToken()
  await replacePassword(ctx, user, body.newPassword)
}
