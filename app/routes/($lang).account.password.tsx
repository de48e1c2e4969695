import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { ChangePasswordPage } from '~/features/account/password-change.tsx'
import { changePasswordAction, changePasswordLoader } from '~/features/account/password.server.ts'
import type { I18nHandle } from '~/i18n/namespaces.ts'

/** The texts this page uses beside the shell's (app/i18n/namespaces.ts). */
export const handle: I18nHandle = { i18n: ['auth', 'questions'] }

export const loader = ({ request }: LoaderFunctionArgs) => changePasswordLoader(request)
export const action = ({ request }: ActionFunctionArgs) => changePasswordAction(request)
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function ChangePasswordRoute() {
  return <ChangePasswordPage />
}
