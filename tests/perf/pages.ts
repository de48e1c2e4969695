import type { LoadInit } from './load.ts'

/** A Matura results page as a finished test links to it (its figures are in the URL). */
export const MATURA_RESULTS = `/matura-results?score=62&correct=5&total=8&level=Basic&sections=${encodeURIComponent(
  JSON.stringify({
    'Polish Language': { correct: 3, total: 3 },
    Mathematics: { correct: 1, total: 3 },
    'English Language': { correct: 1, total: 2 },
  }),
)}`

/** The server-rendered pages `npm run bench` and tests/perf/ssr.ts measure. */
export const SSR_PAGES: { name: string; path: string; init?: LoadInit }[] = [
  // What visitors get: rendered once, then from the page cache for 30 s (api/http/page-cache.ts).
  { name: 'SSR / (served)', path: '/' },
  { name: 'SSR / (rendered each time)', path: '/', init: { uncached: true } },
  { name: 'SSR /questions', path: '/questions' },
  { name: 'SSR /matura-results?… (a results page)', path: MATURA_RESULTS },
]

/** The pages `npm run bench` and tests/perf/lighthouse-pages.ts audit with Lighthouse (mobile), the full-length exam among them. */
export const LIGHTHOUSE_PAGES = [
  '/',
  '/select-country',
  '/sat-practice',
  MATURA_RESULTS,
  '/progress',
  '/review',
  '/full-exam/sat',
]
