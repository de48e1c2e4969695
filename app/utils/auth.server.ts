import { redirect } from '@remix-run/node'
import type { User } from '../../openapi/types.ts'
import { api } from './api.server.ts'

/** The signed-in user, or null: a failed or missing lookup counts as signed out (spec section 6). */
export async function getUser(request: Request): Promise<User | null> {
  if (!request.headers.get('cookie')?.includes('examready.sid=')) return null
  try {
    const { data } = await api(request).GET('/api/auth/user')
    return data ?? null
  } catch {
    return null
  }
}

export function loginPath(request: Request): string {
  const url = new URL(request.url)
  return `/api/login?returnTo=${encodeURIComponent(url.pathname + url.search)}`
}

/** Guards throw redirects: signed-out visitors go to sign in and come back here afterwards. */
export async function requireUser(request: Request): Promise<User> {
  const user = await getUser(request)
  if (!user) throw redirect(loginPath(request))
  return user
}

export async function requireUserId(request: Request): Promise<string> {
  return (await requireUser(request)).id
}
