import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { SectionLink } from '#api/domain/exam/links.ts'

/** /practice?exam=..&section=.. with a bad exam or section: say what is wrong and offer the way back. */
export function BadPracticeLink({ link }: { link: Extract<SectionLink, { ok: false }> }) {
  const { t } = useTranslation('practice')
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 md:py-10" data-testid="practice">
      <section className="card flex flex-col items-start gap-3" role="alert" data-testid="practice-bad-link">
        <h1 className="text-2xl font-bold">{t('generic.badLink.title')}</h1>
        <p>{t(`generic.badLink.${link.problem}`, { exam: link.exam, section: link.section })}</p>
        <div className="flex flex-wrap gap-2">
          <Link to="/questions" className="btn-primary">
            {t('generic.badLink.toBank')}
          </Link>
          <Link to="/select-country" className="btn-secondary">
            {t('generic.backToSelect')}
          </Link>
        </div>
      </section>
    </main>
  )
}

export function PracticeLoadError() {
  const { t } = useTranslation(['practice', 'common'])
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 md:py-10" data-testid="practice">
      <section className="card flex flex-col items-start gap-3" role="alert">
        <h1 className="text-2xl font-bold">{t('common:states.error')}</h1>
        <p>{t('generic.loadError')}</p>
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          {t('common:states.retry')}
        </button>
      </section>
    </main>
  )
}
