// The web app manifest (issue 28): the installed app's name, icons and screenshots in the student's language; it
// opens on the home page under that language's prefix (decision 064), so it starts in the language it was installed in.
import type { AppLanguage } from '~/i18n/config.ts'
import { localizePath } from '~/i18n/language-path.ts'
import type { TFunction } from '~/i18n/translator.ts'
import { BACKGROUND_COLOR, THEME_COLOR } from '~/utils/brand.ts'

const icon = (size: number, purpose: 'any' | 'maskable') => ({
  src: `/icons/icon-${purpose === 'maskable' ? 'maskable-' : ''}${size}.png`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
})

const screenshot = (name: string, size: string, formFactor: 'wide' | 'narrow', label: string) => ({
  src: `/screenshots/${name}.png`,
  sizes: size,
  type: 'image/png',
  form_factor: formFactor,
  label,
})

export function webManifest(lng: AppLanguage, t: TFunction) {
  return {
    // One app whatever language it was installed in.
    id: '/',
    lang: lng,
    dir: 'ltr',
    name: t('meta.appName'),
    short_name: t('meta.appShortName'),
    description: t('meta.description'),
    start_url: localizePath('/', lng),
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['education'],
    icons: [icon(192, 'any'), icon(512, 'any'), icon(192, 'maskable'), icon(512, 'maskable')],
    screenshots: [
      screenshot('home-wide', '1280x720', 'wide', t('meta.screenshotHome')),
      screenshot('home-narrow', '390x844', 'narrow', t('meta.screenshotHome')),
      screenshot('questions-narrow', '390x844', 'narrow', t('meta.screenshotQuestions')),
    ],
  }
}
