import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { forgotPasswordAction, passwordPageTitle } from '~/features/account/password-reset.server.ts'
import { ForgotPasswordPage } from '~/features/account/password-reset.tsx'
import type { I18nHandle } from '~/i18n/namespaces.ts'

/** The texts this page uses beside the shell's (app/i18n/namespaces.ts). */
export const handle: I18nHandle = { i18n: ['auth', 'questions'] }

export const loader = ({ request }: LoaderFunctionArgs) => passwordPageTitle(request, 'forgot')
export const action = ({ request }: ActionFunctionArgs) => forgotPasswordAction(request)
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage />
}
