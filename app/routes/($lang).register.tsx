import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { AuthPage } from '~/features/auth/auth-form.tsx'
import type { I18nHandle } from '~/i18n/namespaces.ts'
import { authPageLoader, registerRouteAction } from '~/routes/login.server.ts'

/** The texts this page uses beside the shell's (app/i18n/namespaces.ts). */
export const handle: I18nHandle = { i18n: ['auth', 'questions'] }

export const loader = ({ request }: LoaderFunctionArgs) => authPageLoader(request, 'register')
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]
export const action = registerRouteAction

export default function RegisterRoute() {
  return <AuthPage mode="register" />
}
