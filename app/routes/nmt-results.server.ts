import { remixI18n } from '../i18n/i18next.server.ts'
import { api } from '../utils/api.server.ts'
import { getUser } from '../utils/auth.server.ts'
import { nmtSessions } from '#domain/exam/results.ts'
import type { PracticeSession } from '#openapi/types.ts'

/**
 * /nmt-results: a signed-in student's completed Ukrainian sessions from the API (fresh on every visit: Remix runs
 * this loader after each navigation). Visitors' results live in the browser and are read there.
 */
export async function nmtResultsData(request: Request) {
  const [user, t] = await Promise.all([getUser(request), remixI18n.getFixedT(request, 'results')])
  const title = t('nmt.metaTitle')
  if (!user) return { title, signedIn: false, sessions: [] as PracticeSession[], loadError: false }
  const { data } = await api(request)
    .GET('/api/sessions/{userId}', { params: { path: { userId: user.id } } })
    .catch(() => ({ data: undefined }))
  return { title, signedIn: true, sessions: data ? nmtSessions(data) : [], loadError: !data }
}
