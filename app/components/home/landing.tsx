import { Link } from '@remix-run/react'
import { ReviewDueCard } from '~/components/home/review-due-card.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { useTranslation } from '~/i18n/react.tsx'

const FEATURES = ['tests', 'tutor', 'progress', 'analysis'] as const
const STATS = ['improvement', 'questions', 'support'] as const
const SUBJECTS = ['ukrainian', 'mathematics', 'history'] as const

export function Landing() {
  const { t } = useTranslation('home')
  return (
    <main id="main" className="flex flex-col" data-testid="landing">
      <section className="bg-gradient-to-b from-brand-soft to-canvas px-4 py-16">
        <div className="mx-auto flex max-w-5xl flex-col items-start gap-5">
          <span className="rounded-full bg-surface px-3 py-1 text-sm font-semibold text-brand-strong">
            {t('landing.badge')}
          </span>
          <h1 className="text-4xl font-bold leading-tight md:text-5xl">{t('landing.title')}</h1>
          <p className="max-w-2xl text-lg text-ink-muted">{t('landing.subtitle')}</p>
          <div className="flex flex-wrap gap-3">
            <Link to="/select-country" className={buttonVariants()} data-testid="get-started">
              {t('landing.getStarted')}
            </Link>
            <Link
              to="/select-country"
              className={buttonVariants({ variant: 'secondary' })}
              data-testid="start-practice"
            >
              {t('landing.startPractice')}
            </Link>
          </div>
          <p className="text-sm text-ink-muted">{t('landing.moreCountries')}</p>
        </div>
      </section>
      <div className="mx-auto w-full max-w-5xl px-4 pt-8 empty:hidden">
        <ReviewDueCard onlyWithCards />
      </div>
      <section aria-labelledby="features" className="mx-auto w-full max-w-5xl px-4 py-12">
        <h2 id="features" className="mb-6 text-2xl font-bold">
          {t('landing.featuresTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((f) => (
            <li key={f} className="card">
              <h3 className="font-semibold">{t(`landing.features.${f}.title`)}</h3>
              <p className="mt-1 text-sm text-ink-muted">{t(`landing.features.${f}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="stats" className="bg-surface px-4 py-12">
        <div className="mx-auto max-w-5xl">
          <h2 id="stats" className="mb-6 text-2xl font-bold">
            {t('landing.statsTitle')}
          </h2>
          <dl className="grid gap-4 sm:grid-cols-3">
            {STATS.map((s) => (
              <div key={s} className="card text-center">
                <dt className="text-sm text-ink-muted">{t(`landing.stats.${s}.label`)}</dt>
                <dd className="order-first text-3xl font-bold text-brand-strong">{t(`landing.stats.${s}.value`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section aria-labelledby="subjects" className="mx-auto w-full max-w-5xl px-4 py-12">
        <h2 id="subjects" className="mb-6 text-2xl font-bold">
          {t('landing.subjectsTitle')}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {SUBJECTS.map((s) => (
            <li key={s} className="card">
              <h3 className="font-semibold">{t(`landing.subjects.${s}.title`)}</h3>
              <p className="mt-1 text-sm text-ink-muted">{t(`landing.subjects.${s}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="cta" className="px-4 pb-16">
        <div className="mx-auto flex max-w-5xl flex-col items-start gap-4 rounded-card bg-brand-strong p-8 text-white">
          <h2 id="cta" className="text-2xl font-bold">
            {t('landing.ctaTitle')}
          </h2>
          <p>{t('landing.ctaText')}</p>
          <Link to="/select-country" className="btn bg-surface text-brand-strong hover:bg-brand-soft">
            {t('landing.startPractice')}
          </Link>
          <p className="text-sm italic text-brand-soft">{t('landing.tagline')}</p>
        </div>
      </section>
    </main>
  )
}
