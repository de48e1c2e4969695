import { remixI18n } from '~/i18n/i18next.server.ts'
import { api } from '~/utils/api.server.ts'
import type { ExamType, Language, Recommendation } from '#openapi/types.ts'

export type WeaknessResult = { ok: true; recommendations: Recommendation[] } | { ok: false }

/** Exam cards (countryCode CA) now; the weakness analysis streams in after (the card shows a skeleton first). */
export async function dashboardData(request: Request, userId: string) {
  const client = api(request)
  const language = (await remixI18n.getLocale(request)) as Language
  const examTypes = await client
    .GET('/api/exam-types')
    .then(({ data }) => (data ?? []).filter((e: ExamType) => e.countryCode === 'CA'))
    .catch(() => [] as ExamType[])
  const weakness: Promise<WeaknessResult> = client
    .POST('/api/analysis/weaknesses', { body: { userId, language } })
    .then(({ data }) => (data ? { ok: true as const, recommendations: data.recommendations } : { ok: false as const }))
    .catch(() => ({ ok: false as const }))
  return { examTypes, weakness }
}
