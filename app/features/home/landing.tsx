import { buttonVariants } from '~/components/ui/button.tsx'
import { Section } from '~/components/ui/card.tsx'
import { Link } from '~/components/ui/link.tsx'
import { ReviewDueCard } from '~/features/home/review-due-card.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'

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
      <CardList
        title={t('landing.featuresTitle')}
        group="features"
        keys={FEATURES}
        className="sm:grid-cols-2 lg:grid-cols-4"
      />
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
      <CardList title={t('landing.subjectsTitle')} group="subjects" keys={SUBJECTS} className="md:grid-cols-3" />
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

/** A section of cards, each a title and a line (the texts `landing.{group}.{key}.title` and `.text`). */
function CardList({
  title,
  group,
  keys,
  className,
}: {
  title: string
  group: 'features' | 'subjects'
  keys: readonly string[]
  className: string
}) {
  const { t } = useTranslation('home')
  return (
    <Section title={title} titleClassName="mb-6 text-2xl font-bold" className="mx-auto w-full max-w-5xl px-4 py-12">
      <ul className={cn('grid gap-4', className)}>
        {keys.map((key) => (
          <li key={key} className="card">
            <h3 className="font-semibold">{t(`landing.${group}.${key}.title`)}</h3>
            <p className="mt-1 text-sm text-ink-muted">{t(`landing.${group}.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
