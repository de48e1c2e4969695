import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { Badge } from '~/components/ui/badge.tsx'
import { Button } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { useNavigate } from '~/components/ui/link.tsx'
import { remixI18n } from '~/i18n/i18next.server.ts'
import type { I18nHandle } from '~/i18n/namespaces.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { api } from '~/utils/api.server.ts'
import { getUser } from '~/utils/auth.server.ts'
import { cn } from '~/utils/misc.ts'
import { subjectName } from '~/utils/names.ts'
import { pageCacheHeaders, sharedPage } from '~/utils/page-cache.server.ts'
import { practiceRouteFor } from '~/utils/practice-routes.ts'
import { useOptionalUser } from '~/utils/root-data.ts'
import { readLocal, writeLocal } from '~/utils/storage.ts'
import type { CatalogTest, CountryCode } from '#openapi/types.ts'

/** The texts this page uses beside the shell's (app/i18n/namespaces.ts). */
export const handle: I18nHandle = { i18n: ['select'] }

/** Signed-in students see only Canada (spec sections 2 and 6). */
const SIGNED_IN_COUNTRY: CountryCode = 'CA'

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, catalog, t] = await Promise.all([
    getUser(request),
    api(request)
      .GET('/api/catalog')
      .then(({ data }) => data ?? null)
      .catch(() => null),
    remixI18n.getFixedT(request, 'select'),
  ])
  // Without the catalogue there is nothing to choose: the error page, with its heading and Try again.
  if (!catalog) throw new Response('The test catalogue could not be loaded', { status: 503 })
  const page = { catalog, title: t('meta.title') }
  return data(page, user ? undefined : sharedPage)
}

export const headers = pageCacheHeaders

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function SelectCountry() {
  const { catalog } = useLoaderData<typeof loader>()
  const user = useOptionalUser()
  const { t } = useTranslation(['select', 'common'])
  const navigate = useNavigate()
  // Signed-in students: step 1 is hidden and Canada is chosen; there is no way to another country.
  const [country, setCountry] = useState<CountryCode | null>(user ? SIGNED_IN_COUNTRY : null)
  useEffect(() => {
    if (user) return
    const stored = readLocal('selectedCountry')
    if (stored) setCountry(stored)
  }, [user])

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
      {user ? null : (
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
                className={cn(
                  'card flex min-h-touch flex-col items-center gap-2 text-center',
                  country === c.code && 'border-brand ring-2 ring-brand',
                )}
              >
                <span aria-hidden="true" className="text-3xl">
                  {c.flag}
                </span>
                <span className="font-semibold">{t(`countries.${c.code}`, { defaultValue: c.name })}</span>
              </button>
            ))}
          </div>
        </section>
      )}
      {country ? (
        <section aria-labelledby="step2" className="flex flex-col gap-3">
          <h2 id="step2" className="text-xl font-semibold">
            {t('step2')}
          </h2>
          {tests.length === 0 ? <p>{t('noTests')}</p> : null}
          <ul className="grid gap-4 md:grid-cols-2">
            {tests.map((test) => (
              <Card as="li" key={test.id} className="flex flex-col gap-3" data-testid={`test-${test.id}`}>
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-lg font-semibold">{t(`tests.${test.id}.name`, { defaultValue: test.name })}</h3>
                  {test.level ? (
                    <Badge tone="brand">{t(`levels.${test.level}`, { defaultValue: test.level })}</Badge>
                  ) : null}
                </div>
                <p className="text-ink-muted">
                  {t(`tests.${test.id}.description`, { defaultValue: test.description })}
                </p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="font-medium">{t('subjects')}</dt>
                  <dd>{test.subjects.map((s) => subjectName(t, s)).join(', ')}</dd>
                  <dt className="font-medium">{t('duration')}</dt>
                  <dd>{t(`durations.${test.duration}`, { defaultValue: test.duration })}</dd>
                </dl>
                <Button className="mt-auto" onClick={() => start(test)} data-testid={`start-${test.id}`}>
                  {t('start')}
                </Button>
              </Card>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  )
}

export function ErrorBoundary() {
  const { t } = useTranslation('select')
  return <GeneralErrorBoundary title={t('loadErrorTitle')} text={t('loadError')} />
}
