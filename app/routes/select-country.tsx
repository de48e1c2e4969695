import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useNavigate } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { remixI18n } from '~/i18n/i18next.server.ts'
import { api } from '~/utils/api.server.ts'
import { getUser } from '~/utils/auth.server.ts'
import { practiceRouteFor } from '~/utils/practice-routes.ts'
import { readLocal, writeLocal } from '~/utils/storage.ts'
import type { CatalogTest, CountryCode } from '#openapi/types.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, catalog, t] = await Promise.all([
    getUser(request),
    api(request).GET('/api/catalog'),
    remixI18n.getFixedT(request, 'select'),
  ])
  return { signedIn: Boolean(user), catalog: catalog.data ?? null, title: t('meta.title') }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function SelectCountry() {
  const { signedIn, catalog } = useLoaderData<typeof loader>()
  const { t } = useTranslation(['select', 'common'])
  const navigate = useNavigate()
  // Signed-in users see Canada pre-selected with step 1 hidden (spec), but may still change country.
  const [country, setCountry] = useState<CountryCode | null>(signedIn ? 'CA' : null)
  const [showCountries, setShowCountries] = useState(!signedIn)
  useEffect(() => {
    if (signedIn) return
    const stored = readLocal('selectedCountry')
    if (stored) setCountry(stored)
  }, [signedIn])

  if (!catalog) {
    return (
      <main id="main" className="mx-auto max-w-4xl px-4 py-10">
        <p role="alert" className="text-danger">
          {t('loadError')}
        </p>
      </main>
    )
  }
  const tests = catalog.tests.filter((test) => test.countryCode === country)

  function start(test: CatalogTest) {
    writeLocal('selectedCountry', test.countryCode)
    writeLocal('selectedTest', test.id)
    writeLocal('selectedTestData', {
      id: test.id,
      name: test.name,
      countryCode: test.countryCode,
      subjects: test.subjects,
      description: test.description,
      duration: test.duration,
      level: test.level,
    })
    navigate(practiceRouteFor(test.id))
  }

  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      {showCountries ? (
        <section aria-labelledby="step1" className="flex flex-col gap-3">
          <h2 id="step1" className="text-xl font-semibold">
            {t('step1')}
          </h2>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4" role="radiogroup" aria-labelledby="step1">
            {catalog.countries.map((c) => (
              <button
                key={c.code}
                type="button"
                role="radio"
                aria-checked={country === c.code}
                data-testid={`country-${c.code}`}
                onClick={() => {
                  setCountry(c.code)
                  writeLocal('selectedCountry', c.code)
                }}
                className={`card flex min-h-touch flex-col items-center gap-2 text-center ${country === c.code ? 'border-brand ring-2 ring-brand' : ''}`}
              >
                <span aria-hidden="true" className="text-3xl">
                  {c.flag}
                </span>
                <span className="font-semibold">{t(`countries.${c.code}`, { defaultValue: c.name })}</span>
              </button>
            ))}
          </div>
        </section>
      ) : (
        <button
          type="button"
          className="btn-secondary self-start"
          onClick={() => setShowCountries(true)}
          data-testid="change-country"
        >
          {t('changeCountry')}
        </button>
      )}
      {country ? (
        <section aria-labelledby="step2" className="flex flex-col gap-3">
          <h2 id="step2" className="text-xl font-semibold">
            {t('step2')}
          </h2>
          {tests.length === 0 ? <p>{t('noTests')}</p> : null}
          <ul className="grid gap-4 md:grid-cols-2">
            {tests.map((test) => (
              <li key={test.id} className="card flex flex-col gap-3" data-testid={`test-${test.id}`}>
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-lg font-semibold">{t(`tests.${test.id}.name`, { defaultValue: test.name })}</h3>
                  {test.level ? (
                    <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-strong">
                      {t(`levels.${test.level}`, { defaultValue: test.level })}
                    </span>
                  ) : null}
                </div>
                <p className="text-ink-muted">
                  {t(`tests.${test.id}.description`, { defaultValue: test.description })}
                </p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="font-medium">{t('subjects')}</dt>
                  <dd>{test.subjects.map((s) => t(`common:subjects.${s}`, { defaultValue: s })).join(', ')}</dd>
                  <dt className="font-medium">{t('duration')}</dt>
                  <dd>{t(`durations.${test.duration}`, { defaultValue: test.duration })}</dd>
                </dl>
                <button
                  type="button"
                  className="btn-primary mt-auto"
                  onClick={() => start(test)}
                  data-testid={`start-${test.id}`}
                >
                  {t('start')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  )
}
