import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { useActionData, useSearchParams } from '@remix-run/react'
import { AuthForm } from '~/components/auth-form.tsx'
import { remixI18n } from '~/i18n/i18next.server.ts'
import { registerAction } from '~/routes/login.server.ts'
import { getUser } from '~/utils/auth.server.ts'
import { safeReturnPath as safeRedirect } from '#api/domain/return-path.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  if (await getUser(request)) throw redirect(safeRedirect(url.searchParams.get('redirectTo')))
  const t = await remixI18n.getFixedT(request, 'auth')
  return { title: t('register.meta') }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export async function action({ request }: ActionFunctionArgs) {
  const { result, status } = await registerAction(request)
  return data(result, { status })
}

export default function RegisterRoute() {
  const lastResult = useActionData<typeof action>()
  const [params] = useSearchParams()
  return <AuthForm mode="register" lastResult={lastResult} redirectTo={safeRedirect(params.get('redirectTo'))} />
}
