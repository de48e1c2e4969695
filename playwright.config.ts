import { defineConfig } from '@playwright/test'

// Browser tests run against the real server and the msw mocks (tests/e2e/run.ts starts both).
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const MOCKS_ONLY = /@mocks-only\b/
// Whole specs about the mocks' scenarios (matched by the file's name in each test's title path).
const MOCKS_ONLY_FILES = [/\bsaves\.spec\.ts\b/, /\bmock-scenarios\.spec\.ts\b/]

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // As the Epic Stack does: on CI a test that fails once is run again and reported as flaky (not hidden: the
  // list reporter prints it), so one rare timing fault on a loaded 2-core runner does not stop a landing.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report keeps each test's duration (.cache/e2e.json) for finding what makes CI slow.
  reporter: [['list'], ['json', { outputFile: '.cache/e2e.json' }]],
  use: {
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // Each test is a fresh browser with nothing cached: a service worker would precache the whole app (every route's
    // chunks) in every test. Only the specs about the service worker and offline use allow it (test.use).
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'off',
  },
  // Every spec runs against the real server. The mocks answer every call as the server does (the contract suite and
  // mocks/parity.test.ts hold them to it), so the mocks project runs what only the mocks can show (their scenarios:
  // outages, empty banks, slow answers) and one pass of each page and flow tagged `@mocks` (decision 087).
  projects: [
    {
      name: 'server',
      grepInvert: [MOCKS_ONLY, ...MOCKS_ONLY_FILES],
      use: { baseURL: process.env.E2E_SERVER_URL ?? 'http://127.0.0.1:4310' },
    },
    {
      name: 'mocks',
      grep: [/@mocks\b/, ...MOCKS_ONLY_FILES],
      use: { baseURL: process.env.E2E_MOCKS_URL ?? 'http://127.0.0.1:4311' },
    },
  ],
})
