import * as Dialog from '@radix-ui/react-dialog'
import type { ComponentProps, ReactNode } from 'react'
import { buttonVariants } from '~/components/ui/button.tsx'
import { cn } from '~/utils/misc.ts'

/**
 * A tutor chat in a dialog (the home popup, the practice ask-AI dialogs): its trigger, the overlay, the title with
 * the close button (and `actions` before it) and the chat (`children`). The chat's state lives with the caller,
 * outside the dialog's content, so closing and reopening the dialog continues the same conversation.
 */
export function ChatDialog({
  trigger,
  title,
  close,
  actions,
  overlayClassName,
  children,
  ...content
}: Omit<ComponentProps<typeof Dialog.Content>, 'title'> & {
  trigger: ReactNode
  title: string
  close: { label: string; className?: string; testId?: string }
  actions?: ReactNode
  overlayClassName?: string
  'data-testid': string
}) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={cn('fixed inset-0 z-50 bg-ink/40', overlayClassName)} />
        <Dialog.Content aria-describedby={undefined} {...content}>
          <div className="flex items-center justify-between gap-2">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <div className="flex items-center gap-1">
              {actions}
              <Dialog.Close
                className={buttonVariants({ variant: 'ghost', className: close.className })}
                aria-label={close.label}
                data-testid={close.testId}
              >
                ×
              </Dialog.Close>
            </div>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
