import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { AuthPage } from '~/features/auth/auth-form.tsx'
import { authPageLoader, loginRouteAction } from '~/routes/login.server.ts'

export const loader = ({ request }: LoaderFunctionArgs) => authPageLoader(request, 'login')
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]
export const action = loginRouteAction

export default function LoginRoute() {
  return <AuthPage mode="login" />
}
