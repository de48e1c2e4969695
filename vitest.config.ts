import { readFileSync } from 'node:fs'
import { globSync } from 'tinyglobby'
import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

const include = ['**/*.test.ts', '**/*.test.tsx']
const exclude = ['**/node_modules/**', 'build/**', 'tests/e2e/**']

/**
 * A test file that starts a server or a process, builds the app or opens a database shares the machine's ports,
 * clock and cores with whatever runs beside it (rate-limit windows, deadlines, kill -9 timing): such files run one
 * at a time, after the others. Every other file runs two at a time (decision 087). Told by what the file does,
 * so a new test needs no list kept by hand. `npm test` runs the in-process servers' files ("servers") beside the
 * files that start processes ("processes") and the contract suites, which mostly wait too (decision 089).
 */
const STARTS_SOMETHING =
  /\bensureBuild\(|\bspawn\(|\bfork\(|\bexecFile|createAppServer\(|createApi\(|createApiApp\(|\.listen\(|TEST_DATABASE_URL|startCluster|startTestDatabase|startApiProcess|startMinimalServer|startOidcProvider|startApiWithProvider|startFakeProvider/
/** Of those, the files that start another process or a database: one at a time among themselves (decision 089). */
const STARTS_PROCESS =
  /\bensureBuild\(|\bspawn\(|\bfork\(|\bexecFile|TEST_DATABASE_URL|startCluster|startTestDatabase|startApiProcess|startServerProcess|startMinimalServer/
const files = globSync(include, { ignore: exclude }).map((file) => ({ file, text: readFileSync(file, 'utf8') }))
/**
 * A file that replaces modules (vi.mock) needs its own module registry: in a worker that shares modules, the
 * module under test may already be loaded, unmocked, by an earlier file (CI order differs from a local one).
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock)\(/
const serial = files.filter(({ text }) => STARTS_SOMETHING.test(text)).map(({ file }) => file)
const processes = files.filter(({ text }) => STARTS_PROCESS.test(text)).map(({ file }) => file)
const mocking = files
  .filter(({ file, text }) => REPLACES_MODULES.test(text) && !serial.includes(file))
  .map(({ file }) => file)

const shared = {
  setupFiles: ['./tests/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 30_000,
  pool: 'forks' as const,
}

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    projects: [
      {
        plugins: [tsconfigPaths()],
        test: {
          ...shared,
          name: 'unit',
          include,
          exclude: [...exclude, ...serial, ...mocking],
          maxWorkers: 2,
          // Pure files: each worker keeps the modules it has imported (the tutor's CAS and classifiers load once per
          // worker, not once per file), which halves the step (decision 152).
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        plugins: [tsconfigPaths()],
        test: {
          ...shared,
          name: 'unit-mocks',
          include: mocking,
          exclude,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        plugins: [tsconfigPaths()],
        test: {
          ...shared,
          name: 'servers',
          // As the browser tests on CI: a file that waits on servers beside others may fail once on a loaded 2-core
          // runner (a reset connection, a slow start); it runs again and a second failure fails (decision 089).
          retry: process.env.CI ? 1 : 0,
          include: serial.filter((file) => !processes.includes(file)),
          exclude,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        plugins: [tsconfigPaths()],
        test: {
          ...shared,
          name: 'processes',
          retry: process.env.CI ? 1 : 0,
          include: processes,
          exclude,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
