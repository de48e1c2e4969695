import { LANGUAGES, isLanguage } from '~/i18n/config.ts'
import { switchLanguage } from '~/i18n/language.client.ts'
import { useTranslation } from '~/i18n/react.tsx'

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">{t('header.language')}</span>
      <select
        className="field-input w-auto py-1"
        value={i18n.language}
        data-testid="language-switcher"
        aria-label={t('header.language')}
        onChange={(e) => {
          if (isLanguage(e.target.value)) switchLanguage(e.target.value)
        }}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`languages.${lng}`)}
          </option>
        ))}
      </select>
    </label>
  )
}
