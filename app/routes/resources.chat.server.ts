import { z } from 'zod'
import { remixI18n } from '~/i18n/i18next.server.ts'
import { api } from '~/utils/api.server.ts'
import { getUser } from '~/utils/auth.server.ts'

// The practice flows' AI chats post here: `tutor` → POST /api/tutor/chat (with the signed-in user's id),
// `coach` → POST /api/ai/chat (Canada's helper). The language goes along so the reply is in the student's.

export const ChatRequest = z.object({
  kind: z.enum(['tutor', 'coach']),
  message: z.string().trim().min(1).max(4000),
  context: z.string().max(8000).optional(),
  sessionId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .nullable()
    .optional(),
})

export type ChatResponse =
  { ok: true; reply: string; sessionId?: string } | { ok: false; status: number; error: string }

export async function handleChat(request: Request): Promise<{ body: ChatResponse; status: number }> {
  const parsed = ChatRequest.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return { body: { ok: false, status: 400, error: 'Invalid chat request' }, status: 400 }
  const [user, locale] = await Promise.all([getUser(request), remixI18n.getLocale(request)])
  const language = (['en', 'uk', 'pl'].includes(locale) ? locale : 'en') as 'en' | 'uk' | 'pl'
  const client = api(request)
  const { kind, message, context, sessionId } = parsed.data
  if (kind === 'coach') {
    const { data, response } = await client.POST('/api/ai/chat', {
      body: { message, context: context?.slice(0, 4000), language },
    })
    if (!data)
      return {
        body: { ok: false, status: response.status, error: `${response.status}: ${response.statusText}` },
        status: response.status,
      }
    return { body: { ok: true, reply: data.message }, status: 200 }
  }
  const { data, response } = await client.POST('/api/tutor/chat', {
    body: { message, context, userId: user?.id ?? null, sessionId: sessionId ?? null, language },
  })
  if (!data)
    return {
      body: { ok: false, status: response.status, error: `${response.status}: ${response.statusText}` },
      status: response.status,
    }
  return { body: { ok: true, reply: data.response, sessionId: data.session.id }, status: 200 }
}
