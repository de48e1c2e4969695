import { buttonVariants } from '~/components/ui/button.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import type { SignInError, SignInProvider } from '#openapi/types.ts'

/**
 * "Continue with …" for each identity provider the server is configured with (none: nothing shown), and why the
 * last provider sign-in came back here, if it did. Each is a browser navigation to /api/login?provider= (decision 060).
 */
export function ProviderSignIn({
  providers,
  error,
  redirectTo,
}: {
  providers: SignInProvider[]
  error: SignInError | null
  redirectTo: string
}) {
  const { t } = useTranslation('auth')
  if (!providers.length && !error) return null
  return (
    <div className="flex flex-col gap-3">
      {error ? (
        <p className="field-error" role="alert" data-testid="provider-error">
          {t(`providerErrors.${error}`)}
        </p>
      ) : null}
      {providers.map((provider) => (
        <a
          key={provider.id}
          href={`/api/login?provider=${provider.id}&returnTo=${encodeURIComponent(redirectTo)}`}
          className={buttonVariants({ variant: 'secondary' })}
          data-testid={`provider-${provider.id}`}
        >
          {t('providers.continueWith', { name: provider.name })}
        </a>
      ))}
      {providers.length ? <p className="text-center text-sm text-ink-muted">{t('providers.or')}</p> : null}
    </div>
  )
}
