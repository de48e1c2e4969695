import { useLocation, useMatches } from '@remix-run/react'
import { languageAlternates } from '~/i18n/language-path.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { THEME_COLOR } from '~/utils/brand.ts'

/** Open Graph locales of the app's languages. */
const OG_LOCALE = { en: 'en_US', uk: 'uk_UA', pl: 'pl_PL' } as const
/** public/og-image.png: the card a shared link shows (the size crawlers ask for). */
const OG_IMAGE = { path: '/og-image.png', width: '1200', height: '630' }

/**
 * What every page says about itself beyond its title (decision 064): its description, its address in each language
 * (hreflang, x-default is the unprefixed one) and the Open Graph and Twitter card tags a shared link is shown with.
 * The title is the page loader's `title`, as in the page's own meta. The web app manifest is the page language's.
 */
export function PageHead({ origin, locale }: { origin: string | undefined; locale: string }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const matches = useMatches()
  const install = (
    <>
      <link rel="manifest" href={`/${locale}/manifest.webmanifest`} />
      <meta name="theme-color" content={THEME_COLOR} />
      <link rel="apple-touch-icon" href="/icons/icon-192.png" />
    </>
  )
  if (!origin) return install
  const title = (matches.at(-1)?.data as { title?: unknown } | undefined)?.title
  const pageTitle = typeof title === 'string' ? title : t('brand')
  const description = t('meta.description')
  const image = `${origin}${OG_IMAGE.path}`
  const ogLocale = OG_LOCALE[locale as keyof typeof OG_LOCALE] ?? OG_LOCALE.en
  return (
    <>
      {install}
      <meta name="description" content={description} />
      {languageAlternates(origin, pathname, search).map((alt) => (
        <link key={alt.hrefLang} rel="alternate" hrefLang={alt.hrefLang} href={alt.href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={t('brand')} />
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={`${origin}${pathname}${search}`} />
      <meta property="og:locale" content={ogLocale} />
      {Object.values(OG_LOCALE)
        .filter((l) => l !== ogLocale)
        .map((l) => (
          <meta key={l} property="og:locale:alternate" content={l} />
        ))}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={OG_IMAGE.width} />
      <meta property="og:image:height" content={OG_IMAGE.height} />
      <meta property="og:image:alt" content={t('meta.imageAlt')} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={pageTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  )
}
