import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { resetPageLoader, resetPasswordAction } from '~/features/account/password-reset.server.ts'
import { ResetPasswordPage } from '~/features/account/password-reset.tsx'
import type { I18nHandle } from '~/i18n/namespaces.ts'

/** The texts this page uses beside the shell's (app/i18n/namespaces.ts). */
export const handle: I18nHandle = { i18n: ['auth', 'questions'] }

export const loader = ({ request }: LoaderFunctionArgs) => resetPageLoader(request)
export const action = ({ request }: ActionFunctionArgs) => resetPasswordAction(request)
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? 'ExamReady' },
  // The address carries the token: no search engine keeps it.
  { name: 'robots', content: 'noindex' },
]

export default function ResetPasswordRoute() {
  return <ResetPasswordPage />
}
