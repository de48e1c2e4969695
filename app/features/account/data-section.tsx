import { buttonVariants } from '~/components/ui/button.tsx'
import { SectionCard } from '~/components/ui/card.tsx'
import { DeleteAccountDialog, type ProviderDeletion } from '~/features/account/data-delete-dialog.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import type { AccountProfile } from '#openapi/types.ts'

/**
 * "Your data" on the account page: download everything held about you (a plain link to a file, so it works
 * without JavaScript too), and delete the account behind a confirmation (decision 070).
 */
export function DataSection({ profile, deletion }: { profile: AccountProfile; deletion: ProviderDeletion }) {
  const { t } = useTranslation('accountData')
  return (
    <SectionCard title={t('section.title')} subtitle={t('section.subtitle')} data-testid="account-data">
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('download.title')}</h3>
        <p className="text-sm text-ink-muted">{t('download.text')}</p>
        <a
          href="/resources/account-export"
          download
          className={buttonVariants({ variant: 'secondary', className: 'self-start' })}
          data-testid="download-data"
        >
          {t('download.button')}
        </a>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('delete.title')}</h3>
        <p className="text-sm text-ink-muted">{t('delete.text')}</p>
        <DeleteAccountDialog hasPassword={profile.hasPassword} deletion={deletion} />
      </div>
    </SectionCard>
  )
}
