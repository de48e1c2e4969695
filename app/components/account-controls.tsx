import { useRevalidator } from '@remix-run/react'
import { buttonVariants } from '~/components/ui/button.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'

/**
 * The header's and side menu's account corner: the name and Logout when signed in, Login for a visitor, and while
 * the account cannot be checked (an outage, `unknown`) a note with Try again: never "Login" to someone signed in.
 */
export function AccountControls({
  unknown,
  name,
  column = false,
}: {
  unknown: boolean
  /** The student's name as shown; null for a visitor. */
  name: string | null
  column?: boolean
}) {
  const { t } = useTranslation()
  const revalidator = useRevalidator()
  const layout = cn('flex gap-2', column ? 'flex-col' : 'items-center gap-3')
  if (name !== null)
    return (
      <div className={layout}>
        {/* The name leads to the account page (its data and settings). */}
        <Link to="/account" className="text-sm font-medium hover:underline" data-testid="user-name">
          {column ? t('header.signedInAs', { name }) : name}
        </Link>
        <Link to="/account/password" className="text-sm underline" data-testid="account-password-link">
          {t('password:change.link')}
        </Link>
        <a href="/api/logout" className={buttonVariants({ variant: 'secondary' })}>
          {t('header.logout')}
        </a>
      </div>
    )
  if (unknown)
    return (
      <div className={layout} role="status" data-testid="account-unknown">
        <span className="text-sm text-ink-muted">{t('header.accountUnknown')}</span>
        <button
          type="button"
          className={buttonVariants({ variant: 'secondary' })}
          disabled={revalidator.state !== 'idle'}
          onClick={() => revalidator.revalidate()}
        >
          {t('states.retry')}
        </button>
      </div>
    )
  return (
    <a href="/api/login" className={buttonVariants()}>
      {t('header.login')}
    </a>
  )
}
