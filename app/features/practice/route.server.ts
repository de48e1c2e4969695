import { remixI18n } from '~/i18n/i18next.server.ts'
import { getUser } from '~/utils/auth.server.ts'

/** The practice routes' loader data: the page title and whether the student is signed in (a session is saved). */
export async function practicePageData(request: Request, ns: string, titleKey: string) {
  const [t, user] = await Promise.all([remixI18n.getFixedT(request, ns), getUser(request)])
  return { title: t(titleKey), signedIn: Boolean(user) }
}
