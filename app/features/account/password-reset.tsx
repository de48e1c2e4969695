import type { SubmissionResult } from '@conform-to/react'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link.tsx'
import { Notice } from '~/components/ui/notice.tsx'
import { FORGOT_PASSWORD_CHECKS, RESET_PASSWORD_CHECKS } from '~/features/account/password-checks.ts'
import { PasswordFormCard } from '~/features/account/password-form.tsx'
import { useTranslation } from '~/i18n/react.tsx'

type Result = SubmissionResult<string[]> & { sent?: boolean; done?: boolean }
const linkClass = 'font-semibold text-brand underline'

/** /forgot-password: the address to mail a link to; the same note follows whether or not an account has it. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('password')
  const result = useActionData<Result>()
  return (
    <PasswordFormCard
      id="forgot-password"
      page="forgot"
      lastResult={result?.sent ? undefined : result}
      checks={FORGOT_PASSWORD_CHECKS}
      inputs={[{ name: 'email', type: 'email', autoComplete: 'email' }]}
      done={
        result?.sent ? (
          <Notice tone="success" data-testid="reset-link-sent">
            {t('forgot.sent')}
          </Notice>
        ) : undefined
      }
      after={
        <Link to="/login" className={`text-sm ${linkClass}`}>
          {t('forgot.back')}
        </Link>
      }
    />
  )
}

/** /reset-password?token=…: the mailed link's page; once done, sign in with the new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation('password')
  const { token } = useLoaderData<{ token: string }>()
  const result = useActionData<Result>()
  return (
    <PasswordFormCard
      id="reset-password"
      page="reset"
      lastResult={result?.done ? undefined : result}
      checks={RESET_PASSWORD_CHECKS}
      hidden={{ token }}
      inputs={[
        { name: 'newPassword', type: 'password', autoComplete: 'new-password', hint: 'auth:fields.passwordHint' },
      ]}
      done={
        result?.done ? (
          <Notice tone="success" data-testid="password-reset-done">
            {t('reset.done')}{' '}
            <Link to="/login" className={linkClass}>
              {t('reset.signIn')}
            </Link>
          </Notice>
        ) : undefined
      }
      after={
        result?.done ? null : (
          <Link to="/forgot-password" className={`text-sm ${linkClass}`}>
            {t('reset.requestAgain')}
          </Link>
        )
      }
    />
  )
}
