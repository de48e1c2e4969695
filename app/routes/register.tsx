import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { AuthPage } from '~/components/auth-form.tsx'
import { authPageLoader, registerAction } from '~/routes/login.server.ts'

export const loader = ({ request }: LoaderFunctionArgs) => authPageLoader(request, 'register')

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export async function action({ request }: ActionFunctionArgs) {
  const { result, status } = await registerAction(request)
  return data(result, { status })
}

export default function RegisterRoute() {
  return <AuthPage mode="register" />
}
