import { buttonVariants } from '~/components/ui/button.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useTranslation } from '~/i18n/react.tsx'

/** Any path no page claims (and a page's own 404): what happened, in the student's words, and two ways on. */
export function NotFound() {
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-start gap-3 px-4 py-16" data-testid="not-found">
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="text-ink-muted">{t('notFound.text')}</p>
      <nav aria-label={t('notFound.next')} className="flex flex-wrap gap-2">
        <Link to="/" className={buttonVariants({ variant: 'primary' })}>
          {t('notFound.home')}
        </Link>
        <Link to="/select-country" className={buttonVariants({ variant: 'secondary' })}>
          {t('notFound.practice')}
        </Link>
      </nav>
    </main>
  )
}
