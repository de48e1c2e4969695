import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { dashboardData } from '~/features/home/dashboard.server.ts'
import { Dashboard } from '~/features/home/dashboard.tsx'
import { Landing } from '~/features/home/landing.tsx'
import { remixI18n } from '~/i18n/i18next.server.ts'
import type { I18nHandle } from '~/i18n/namespaces.ts'
import { getUser } from '~/utils/auth.server.ts'
import { pageCacheHeaders, sharedPage } from '~/utils/page-cache.server.ts'
import { clearWelcome, readWelcome } from '~/utils/welcome.server.ts'

/** The texts this page uses beside the shell's (app/i18n/namespaces.ts). */
export const handle: I18nHandle = { i18n: ['home', 'select', 'tutor'] }

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, t, welcome] = await Promise.all([
    getUser(request),
    remixI18n.getFixedT(request, 'home'),
    readWelcome(request),
  ])
  const title = t('meta.title')
  if (!user) return data({ title, user: null, dashboard: null, welcome: null }, sharedPage)
  const dashboard = await dashboardData(request, user.id)
  // A new account is welcomed once; the note is cleared as it is shown.
  const headers = welcome ? { 'Set-Cookie': await clearWelcome() } : undefined
  return data({ title, user, dashboard, welcome }, { headers })
}

export const headers = pageCacheHeaders

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function Index() {
  const { user, dashboard, welcome } = useLoaderData<typeof loader>()
  if (!user || !dashboard) return <Landing />
  return <Dashboard user={user} examTypes={dashboard.examTypes} weakness={dashboard.weakness} welcome={welcome} />
}
