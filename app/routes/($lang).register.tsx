import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { AuthPage } from '~/features/auth/auth-form.tsx'
import { authPageLoader, registerRouteAction } from '~/routes/login.server.ts'

export const loader = ({ request }: LoaderFunctionArgs) => authPageLoader(request, 'register')
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]
export const action = registerRouteAction

export default function RegisterRoute() {
  return <AuthPage mode="register" />
}
