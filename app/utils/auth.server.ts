import { api } from '~/utils/api.server.ts'
import type { User } from '#openapi/types.ts'

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
