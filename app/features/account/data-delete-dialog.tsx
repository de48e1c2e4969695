import * as Dialog from '@radix-ui/react-dialog'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useId, useState } from 'react'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { Field } from '~/components/ui/field.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import * as LIMITS from '#openapi/limits.ts'
import type { SignInError, SignInProvider } from '#openapi/types.ts'

/** What the page's action answers to a deletion that did not happen (one that did signs out and goes home). */
export type DeleteAccountReply = { error: 'wrongConfirmation' | 'confirmationNeeded' | 'tooMany' | 'unexpected' }

/** An account without a password confirms by signing in again at its provider: where that stands (the loader's). */
export interface ProviderDeletion {
  providers: SignInProvider[]
  /** Back from a fresh provider sign-in (`?confirmed=delete`). */
  confirmed: boolean
  /** Why the last confirmation did not count (`?confirmError=`). */
  error: SignInError | null
  /** This page, where the provider sends the student back. */
  returnTo: string
}

const CONFIRM_ERRORS = {
  'provider-other-account': 'delete.confirmErrors.otherAccount',
  'provider-not-fresh': 'delete.confirmErrors.notFresh',
  'provider-denied': 'delete.confirmErrors.denied',
  'provider-state': 'delete.confirmErrors.failed',
  'provider-expired': 'delete.confirmErrors.failed',
  'provider-email-unverified': 'delete.confirmErrors.failed',
  'provider-unavailable': 'delete.confirmErrors.failed',
  'provider-failed': 'delete.confirmErrors.failed',
} satisfies Record<SignInError, string>

/**
 * "Delete my account" and its confirmation: the current password, or, for an account made by a provider sign-in
 * (no password), signing in again at the provider, which brings the student back here with the dialog open. A wrong
 * or missing confirmation keeps the dialog open with the reason; nothing is removed.
 */
export function DeleteAccountDialog({ hasPassword, deletion }: { hasPassword: boolean; deletion: ProviderDeletion }) {
  const { t } = useTranslation('accountData')
  const [open, setOpen] = useState(!hasPassword && (deletion.confirmed || deletion.error !== null))
  const reply = useActionData<DeleteAccountReply>()
  const pending = useNavigation().state === 'submitting'
  const errorId = useId()
  const needsProvider = !hasPassword && (!deletion.confirmed || reply?.error === 'confirmationNeeded')
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="danger" className="self-start" data-testid="delete-account">
          {t('delete.button')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          className="card fixed top-1/2 left-1/2 z-50 flex w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4"
          data-testid="delete-account-dialog"
        >
          <Dialog.Title className="text-lg font-semibold">{t('delete.confirmTitle')}</Dialog.Title>
          <Dialog.Description className="text-sm">{t('delete.confirmText')}</Dialog.Description>
          <Form method="post" className="flex flex-col gap-3">
            {hasPassword ? (
              // The reason below is the dialog's (a provider account gets it too), so the field shows no errors itself.
              <Field
                ns="accountData"
                label={t('delete.passwordLabel')}
                inputProps={{
                  name: 'password',
                  type: 'password',
                  autoComplete: 'current-password',
                  required: true,
                  maxLength: LIMITS.DeleteAccountRequest.password.maxLength,
                  'aria-invalid': reply ? true : undefined,
                  'aria-describedby': reply ? errorId : undefined,
                  'data-testid': 'delete-account-confirm',
                }}
              />
            ) : deletion.confirmed ? (
              <p className="text-sm font-medium" data-testid="delete-account-confirmed">
                {t('delete.providerConfirmed')}
              </p>
            ) : null}
            {reply ? (
              <p id={errorId} className="field-error" role="alert" data-testid="delete-account-error">
                {t(`delete.errors.${reply.error}`)}
              </p>
            ) : null}
            {needsProvider ? <ProviderConfirmation deletion={deletion} /> : null}
            <div className="flex justify-end gap-2">
              <Dialog.Close className={buttonVariants({ variant: 'secondary' })}>{t('delete.cancel')}</Dialog.Close>
              {needsProvider ? null : (
                <Button type="submit" variant="danger" pending={pending} data-testid="delete-account-submit">
                  {t('delete.submit')}
                </Button>
              )}
            </div>
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** "Confirm with …" for each provider: a navigation to the provider, which asks the student to sign in again. */
function ProviderConfirmation({ deletion }: { deletion: ProviderDeletion }) {
  const { t } = useTranslation('accountData')
  const returnTo = encodeURIComponent(deletion.returnTo)
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">{t('delete.providerText')}</p>
      {deletion.error ? (
        <p className="field-error" role="alert" data-testid="delete-account-confirm-error">
          {t(CONFIRM_ERRORS[deletion.error])}
        </p>
      ) : null}
      {deletion.providers.map((provider) => (
        <a
          key={provider.id}
          href={`/api/login?provider=${provider.id}&confirm=delete&returnTo=${returnTo}`}
          className={buttonVariants({ variant: 'secondary', className: 'self-start' })}
          data-testid={`delete-confirm-${provider.id}`}
        >
          {t('delete.providerButton', { provider: provider.name })}
        </a>
      ))}
    </div>
  )
}
