import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverTexts } from '../locales/texts.ts'
import { openLowStore } from '../store/index.ts'
import { createMemoryStore } from '../store/memory.ts'
import type { Store } from '../store/types.ts'
import type { Caller, MailMessage, OperationContext } from './context.ts'
import { confirmPasswordReset, hashResetToken, requestPasswordReset, RESET_TOKEN_TTL_MS } from './password-reset.ts'

const anonymous: Caller = { userId: null, clientKey: '203.0.113.9' }
const STRONG = 'lantern-orbit-maple-42'

/** The operations over a store, a clock that can move and a mailer that keeps what it was given. */
function context(store: Store = createMemoryStore([])) {
  const sent: MailMessage[] = []
  const pending: Promise<void>[] = []
  let now = new Date('2026-11-28T10:00:00Z').getTime()
  const ctx: OperationContext = {
    store,
    ai: {} as OperationContext['ai'],
    catalog: { countries: [] } as unknown as OperationContext['catalog'],
    examTypes: [],
    studyNotes: () => [],
    passwords: {
      hash: async (p) => `plain$${p}`,
      verify: async (p, stored) => stored === `plain$${p}`,
      dummyHash: async () => 'plain$',
    },
    texts: serverTexts,
    now: () => new Date(now),
    mail: {
      origin: 'https://examready.test',
      mailer: { send: async (m) => void sent.push(m), later: (task) => void pending.push(task) },
    },
  }
  const settle = () => Promise.all(pending.splice(0))
  const tokenOf = (m: MailMessage) => new URL(m.link).searchParams.get('token')!
  return { ctx, sent, settle, tokenOf, advance: (ms: number) => void (now += ms) }
}

async function olena(store: Store) {
  const user = await store.users.create({ email: 'olena@example.test', firstName: 'Olena', passwordHash: 'plain$old' })
  if (user === 'email-taken') throw new Error('taken')
  return user
}

describe('password reset', () => {
  it('answers an unknown address as a known one, and mails only the known one, in the asked language', async () => {
    const { ctx, sent, settle } = context()
    await olena(ctx.store)
    const unknown = await requestPasswordReset(ctx, anonymous, { email: 'nobody@example.test' })
    const known = await requestPasswordReset(ctx, anonymous, { email: 'Olena@Example.test', language: 'uk' })
    expect(known).toEqual(unknown)
    await settle()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: 'olena@example.test', subject: serverTexts('uk').passwordReset.subject })
    expect(sent[0].link).toMatch(/^https:\/\/examready\.test\/uk\/reset-password\?token=[\w-]{43}$/)
    expect(sent[0].text).toContain(sent[0].link)
    expect(sent[0].text).toContain('Olena')
  })

  it('keeps only the token’s hash: the store never holds the token', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'examready-reset-'))
    try {
      const store = await openLowStore(dir, [])
      const { ctx, sent, settle, tokenOf } = context(store)
      const user = await olena(store)
      await requestPasswordReset(ctx, anonymous, { email: user.email })
      await settle()
      const token = tokenOf(sent[0])
      const file = readFileSync(path.join(dir, 'password-resets.json'), 'utf8')
      expect(file).not.toContain(token)
      expect(file).toContain(await hashResetToken(token))
      expect(await store.passwordResets.find(token, Date.now())).toBeUndefined()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('sets the password once, ends every session, and refuses the same link again', async () => {
    const { ctx, sent, settle, tokenOf } = context()
    const user = await olena(ctx.store)
    await ctx.store.authSessions.set('sid-1', { data: { userId: user.id }, expiresAt: Date.now() + 60_000 })
    await requestPasswordReset(ctx, anonymous, { email: user.email })
    await settle()
    const token = tokenOf(sent[0])
    await confirmPasswordReset(ctx, anonymous, { token, newPassword: STRONG })
    expect((await ctx.store.users.findById(user.id))?.passwordHash).toBe(`plain$${STRONG}`)
    expect(await ctx.store.authSessions.get('sid-1')).toBeUndefined()
    await expect(confirmPasswordReset(ctx, anonymous, { token, newPassword: `${STRONG}-2` })).rejects.toMatchObject({
      status: 400,
    })
    expect((await ctx.store.users.findById(user.id))?.passwordHash).toBe(`plain$${STRONG}`)
  })

  it('refuses a link after 30 minutes, and a newer link replaces an older one', async () => {
    const { ctx, sent, settle, tokenOf, advance } = context()
    const user = await olena(ctx.store)
    await requestPasswordReset(ctx, anonymous, { email: user.email })
    await requestPasswordReset(ctx, anonymous, { email: user.email })
    await settle()
    const [older, newer] = sent.map(tokenOf)
    await expect(confirmPasswordReset(ctx, anonymous, { token: older, newPassword: STRONG })).rejects.toMatchObject({
      status: 400,
      errors: [{ path: '/body/token' }],
    })
    advance(RESET_TOKEN_TTL_MS + 1)
    await expect(confirmPasswordReset(ctx, anonymous, { token: newer, newPassword: STRONG })).rejects.toMatchObject({
      status: 400,
    })
    expect((await ctx.store.users.findById(user.id))?.passwordHash).toBe('plain$old')
  })

  it('refuses a weak password with registration’s rule and leaves the link working', async () => {
    const { ctx, sent, settle, tokenOf } = context()
    const user = await olena(ctx.store)
    await requestPasswordReset(ctx, anonymous, { email: user.email })
    await settle()
    const token = tokenOf(sent[0])
    await expect(confirmPasswordReset(ctx, anonymous, { token, newPassword: 'olena2026' })).rejects.toMatchObject({
      status: 400,
      errors: [{ path: '/body/newPassword' }],
    })
    await confirmPasswordReset(ctx, anonymous, { token, newPassword: STRONG })
    expect((await ctx.store.users.findById(user.id))?.passwordHash).toBe(`plain$${STRONG}`)
  })
})
