import type { SubmissionResult } from '@conform-to/react'
import { useActionData } from '@remix-run/react'
import { Notice } from '~/components/ui/notice.tsx'
import { CHANGE_PASSWORD_CHECKS } from '~/features/account/password-checks.ts'
import { PasswordFormCard } from '~/features/account/password-form.tsx'
import { useTranslation } from '~/i18n/react.tsx'

/** /account/password: the signed-in student changes the password; other devices are signed out. */
export function ChangePasswordPage() {
  const { t } = useTranslation('password')
  const result = useActionData<SubmissionResult<string[]> & { changed?: boolean }>()
  return (
    <PasswordFormCard
      // A new form after a change: the fields start empty again.
      id={result?.changed ? 'change-password-done' : 'change-password'}
      page="change"
      lastResult={result?.changed ? undefined : result}
      checks={CHANGE_PASSWORD_CHECKS}
      inputs={[
        { name: 'currentPassword', type: 'password', autoComplete: 'current-password' },
        { name: 'newPassword', type: 'password', autoComplete: 'new-password', hint: 'auth:fields.passwordHint' },
      ]}
      after={
        result?.changed ? (
          <Notice tone="success" data-testid="password-changed">
            {t('change.done')}
          </Notice>
        ) : null
      }
    />
  )
}
