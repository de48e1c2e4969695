import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Dashboard } from '~/components/home/dashboard.tsx'
import { Landing } from '~/components/home/landing.tsx'
import { remixI18n } from '~/i18n/i18next.server.ts'
import { dashboardData } from '~/routes/_index.server.ts'
import { getUser } from '~/utils/auth.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, t] = await Promise.all([getUser(request), remixI18n.getFixedT(request, 'home')])
  const title = t('meta.title')
  if (!user) return { title, user: null, dashboard: null }
  return { title, user, dashboard: await dashboardData(request, user.id) }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function Index() {
  const { user, dashboard } = useLoaderData<typeof loader>()
  if (!user || !dashboard) return <Landing />
  return <Dashboard user={user} examTypes={dashboard.examTypes} weakness={dashboard.weakness} />
}
