import { remixI18n } from '~/i18n/i18next.server.ts'
import { isOfflineShell } from '~/service-worker/sw-rules.ts'
import { api } from '~/utils/api.server.ts'
import { getKnownUser } from '~/utils/auth.server.ts'
import { planFor, sectionLinkPlan } from '~/utils/practice-plan.ts'
import { loadQuestions } from '~/utils/practice.server.ts'
import { checkSectionLink, type SectionLink } from '#domain/exam/links.ts'

/**
 * /practice is registered only for signed-in users (spec route table): a visitor gets the not-found screen.
 * A question-bank/home link (?exam=..&section=..) is checked here against the exam types; the test chosen on
 * /select-country comes as ?test=..&subject=.. (the page adds them from the browser's choice).
 */
export async function practiceData(request: Request) {
  const title = (await remixI18n.getFixedT(request, 'practice'))('generic.metaTitle')
  const none = { title, link: null as SectionLink | null, loadError: false, loaded: null, offlineShell: false }
  // The page kept for offline use (decision 144): no account, no questions; offline the browser draws them from a
  // kept pack, and only for a student signed in on this browser (features/offline/offline-generic.ts).
  if (isOfflineShell(request)) return { ...none, offlineShell: true }
  // An outage answers 503 (the error screen with Try again), not the visitors' not-found.
  if (!(await getKnownUser(request))) throw new Response('Not Found', { status: 404 })
  const url = new URL(request.url)
  if (!url.searchParams.has('exam') && !url.searchParams.has('section')) {
    const plan = planFor('generic', url.searchParams)
    return { ...none, loaded: plan ? await loadQuestions(request, plan) : null }
  }
  const { data } = await api(request)
    .GET('/api/exam-types')
    .catch(() => ({ data: undefined }))
  if (!data) return { ...none, loadError: true }
  const link = checkSectionLink(url.searchParams.get('exam'), url.searchParams.get('section'), data)
  if (!link.ok) return { ...none, link }
  return { ...none, link, loaded: await loadQuestions(request, sectionLinkPlan(link)) }
}
