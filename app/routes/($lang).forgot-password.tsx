import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { forgotPasswordAction, passwordPageTitle } from '~/features/account/password-reset.server.ts'
import { ForgotPasswordPage } from '~/features/account/password-reset.tsx'

export const loader = ({ request }: LoaderFunctionArgs) => passwordPageTitle(request, 'forgot')
export const action = ({ request }: ActionFunctionArgs) => forgotPasswordAction(request)
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage />
}
