import { remixI18n } from '~/i18n/i18next.server.ts'
import { api } from '~/utils/api.server.ts'
import { getUser } from '~/utils/auth.server.ts'
import { checkSectionLink, type SectionLink } from '#api/domain/exam/links.ts'

/**
 * /practice is registered only for signed-in users (spec route table): a visitor gets the not-found screen.
 * A question-bank/home link (?exam=..&section=..) is checked here against the exam types.
 */
export async function practiceData(request: Request) {
  if (!(await getUser(request))) throw new Response('Not Found', { status: 404 })
  const url = new URL(request.url)
  const t = await remixI18n.getFixedT(request, 'practice')
  const hasLink = url.searchParams.has('exam') || url.searchParams.has('section')
  if (!hasLink) return { title: t('generic.metaTitle'), link: null as SectionLink | null, loadError: false }
  const { data } = await api(request)
    .GET('/api/exam-types')
    .catch(() => ({ data: undefined }))
  if (!data) return { title: t('generic.metaTitle'), link: null, loadError: true }
  return {
    title: t('generic.metaTitle'),
    link: checkSectionLink(url.searchParams.get('exam'), url.searchParams.get('section'), data),
    loadError: false,
  }
}
