import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageHeader } from '~/components/ui/page-header.tsx'
import { DataSection } from '~/features/account/data-section.tsx'
import type { I18nHandle } from '~/i18n/namespaces.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { accountPageData, deleteAccountAction } from '~/routes/account-data.server.ts'

/** The texts this page uses beside the shell's (app/i18n/namespaces.ts). */
export const handle: I18nHandle = { i18n: ['accountData', 'auth', 'questions'] }

// The student's account: each part is a section of its own (the data part: download and deletion).
export const loader = ({ request }: LoaderFunctionArgs) => accountPageData(request)

export const action = ({ request }: ActionFunctionArgs) => deleteAccountAction(request)

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function Account() {
  const { profile, deletion } = useLoaderData<typeof loader>()
  const { t } = useTranslation('accountData')
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 md:py-10" data-testid="account-page">
      <PageHeader title={t('page.title')} subtitle={profile.email} />
      <DataSection profile={profile} deletion={deletion} />
    </main>
  )
}
