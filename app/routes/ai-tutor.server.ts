import { remixI18n } from '~/i18n/i18next.server.ts'
import { api } from '~/utils/api.server.ts'
import { getUser } from '~/utils/auth.server.ts'
import { previousConversations, type PreviousConversation } from '~/utils/tutor-context.ts'

/**
 * /ai-tutor: the page works for everyone (the chat without a user is anonymous). A signed-in student also gets
 * their latest tutor conversations (GET /api/tutor/sessions/{userId}) to continue one; a failed lookup only
 * hides them behind a short notice.
 */
export async function tutorPageData(request: Request) {
  const [user, t] = await Promise.all([getUser(request), remixI18n.getFixedT(request, 'tutor')])
  const title = t('meta.title')
  if (!user) return { title, previous: [] as PreviousConversation[], historyError: false }
  const { data } = await api(request)
    .GET('/api/tutor/sessions/{userId}', { params: { path: { userId: user.id } } })
    .catch(() => ({ data: undefined }))
  return { title, previous: data ? previousConversations(data) : [], historyError: !data }
}
