// /sitemap.xml (decision 064): every public page in each language, with its alternates, so a search in Ukrainian or
// Polish finds the page in that language.
import { LANGUAGES } from '~/i18n/config.ts'
import { languageAlternates, pathInLanguage } from '~/i18n/language-path.ts'
import { fullExamIdValues } from '#openapi/types.ts'

/**
 * The pages anyone can open without an account or a session of their own (the spec's routes). Results pages show
 * one attempt, and login and register hold no content, so none is listed.
 */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/select-country',
  '/questions',
  '/nmt-practice',
  '/sat-practice',
  '/matura-practice',
  '/canada-practice',
  ...fullExamIdValues.map((exam) => `/full-exam/${exam}`),
  '/progress',
  '/review',
  '/ai-tutor',
]

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)

/** The sitemap document (sitemaps.org, with xhtml:link alternates as search engines read hreflang there). */
export function sitemapXml(origin: string, pages: readonly string[] = PUBLIC_PAGES): string {
  const urls = pages.flatMap((page) => {
    const alternates = languageAlternates(origin, page)
      .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hrefLang}" href="${escapeXml(alt.href)}"/>`)
      .join('\n')
    return LANGUAGES.map(
      (lng) =>
        `  <url>\n    <loc>${escapeXml(`${origin}${pathInLanguage(page, '', lng)}`)}</loc>\n${alternates}\n  </url>`,
    )
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
