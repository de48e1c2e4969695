import { HttpProblem } from '../../api/http/problem.ts'

/** api/auth/session.ts requireOwner: 401 when signed out, 403 when the id in the request is someone else's. */
export function requireOwner(call: { userId: string | undefined }, ownerId: string | null | undefined): string {
  if (!call.userId) throw new HttpProblem(401, 'Sign in to use this.')
  if (ownerId !== undefined && ownerId !== call.userId) throw new HttpProblem(403, 'This belongs to another user.')
  return call.userId
}
