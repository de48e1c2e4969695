import * as Dialog from '@radix-ui/react-dialog'
import { AccountControls } from '~/components/account-controls.tsx'
import { LanguageSwitcher } from '~/components/language-switcher.tsx'
import { NavItems } from '~/components/nav-items.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { useTranslation } from '~/i18n/react.tsx'

/**
 * The phone header's side menu (spec: top header), a Radix dialog. The header loads this module on the first tap
 * of its menu button (React.lazy), so no page pays for the dialog code on its first load (decision 024). Mounted
 * open; closing unmounts it and focus goes back to the menu button.
 */
export default function SideMenu({
  userUnknown,
  name,
  onClose,
}: {
  userUnknown: boolean
  /** The student's name as shown; null for a visitor. */
  name: string | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 bg-surface p-4 shadow-xl data-[state=open]:animate-[slide-in_200ms_ease-out]"
          data-testid="side-menu"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{t('header.menuTitle')}</Dialog.Title>
            <Dialog.Close className={buttonVariants({ variant: 'ghost' })} aria-label={t('header.closeMenu')}>
              ×
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.mobile')} className="flex flex-col gap-1">
            <NavItems orientation="column" onNavigate={onClose} />
          </nav>
          <LanguageSwitcher />
          <AccountControls unknown={userUnknown} name={name} column />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
