import { createCookie } from '@remix-run/node'
import { z } from 'zod'

/**
 * A short-lived note from registration to the home screen: the account is new (so it is welcomed, not welcomed
 * back) and how many browser results came along. Read once, then cleared. `pending`: part of the browser's data
 * could not be moved at sign-up, and the page the student lands on hands it to the save queue (decision 088).
 */
const welcomeCookie = createCookie('examready.welcome', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 600 })
const Welcome = z.object({ migrated: z.number().int().min(0), pending: z.boolean().optional() })
export type Welcome = z.infer<typeof Welcome>

export function setWelcome(welcome: Welcome): Promise<string> {
  return welcomeCookie.serialize(welcome)
}

export async function readWelcome(request: Request): Promise<Welcome | null> {
  const parsed = Welcome.safeParse(await welcomeCookie.parse(request.headers.get('cookie')).catch(() => null))
  return parsed.success ? parsed.data : null
}

export function clearWelcome(): Promise<string> {
  return welcomeCookie.serialize('', { maxAge: 0 })
}
