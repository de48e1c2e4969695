import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { ChangePasswordPage } from '~/features/account/password-change.tsx'
import { changePasswordAction, changePasswordLoader } from '~/features/account/password.server.ts'

export const loader = ({ request }: LoaderFunctionArgs) => changePasswordLoader(request)
export const action = ({ request }: ActionFunctionArgs) => changePasswordAction(request)
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function ChangePasswordRoute() {
  return <ChangePasswordPage />
}
