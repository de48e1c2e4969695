import * as Dialog from '@radix-ui/react-dialog'
import { Form, useActionData, useNavigation } from '@remix-run/react'
import { useId, useState } from 'react'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { useTranslation } from '~/i18n/react.tsx'

/** What the page's action answers to a deletion that did not happen (one that did signs out and goes home). */
export type DeleteAccountReply = { error: 'wrongConfirmation' | 'tooMany' | 'unexpected' }

/**
 * "Delete my account" and its confirmation: the current password, or, for an account made by a provider sign-in
 * (no password), its email typed again. A wrong one keeps the dialog open with the reason; nothing is removed.
 */
export function DeleteAccountDialog({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('accountData')
  const [open, setOpen] = useState(false)
  const reply = useActionData<DeleteAccountReply>()
  const pending = useNavigation().state === 'submitting'
  const inputId = useId()
  const errorId = useId()
  const field = hasPassword ? 'password' : 'email'
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
            <label htmlFor={inputId} className="font-medium">
              {t(hasPassword ? 'delete.passwordLabel' : 'delete.emailLabel')}
            </label>
            <input
              id={inputId}
              name={field}
              type={hasPassword ? 'password' : 'email'}
              autoComplete={hasPassword ? 'current-password' : 'off'}
              required
              maxLength={hasPassword ? 128 : 254}
              className="field-input"
              aria-invalid={reply ? true : undefined}
              aria-describedby={reply ? errorId : undefined}
              data-testid="delete-account-confirm"
            />
            {reply ? (
              <p id={errorId} className="field-error" role="alert" data-testid="delete-account-error">
                {t(`delete.errors.${reply.error}`)}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Dialog.Close className={buttonVariants({ variant: 'secondary' })}>{t('delete.cancel')}</Dialog.Close>
              <Button type="submit" variant="danger" pending={pending} data-testid="delete-account-submit">
                {t('delete.submit')}
              </Button>
            </div>
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
