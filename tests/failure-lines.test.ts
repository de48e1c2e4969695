import { describe, expect, it } from 'vitest'
import { failureLines } from './failure-lines.ts'

describe('failureLines', () => {
  it('names a failed vitest test with its error, once', () => {
    const out = [
      ' \u001b[31m×\u001b[39m api/a.test.ts > group > does a thing 120ms',
      '   → expected 1 to be 2',
      ' FAIL  api/a.test.ts > group > does a thing',
      'AssertionError: expected 1 to be 2',
      ' ✓ api/b.test.ts (3 tests) 5ms',
    ].join('\n')
    expect(failureLines(out)).toEqual([
      '× api/a.test.ts > group > does a thing 120ms — → expected 1 to be 2',
      'FAIL  api/a.test.ts > group > does a thing — AssertionError: expected 1 to be 2',
    ])
  })

  it('names a failed Playwright test, and nothing when all passed', () => {
    const out = '  ✘  12 [server] › tests/e2e/x.spec.ts:3:1 › opens (3.1s)\n    Error: Timed out 5000ms'
    expect(failureLines(out)).toEqual([
      '✘  12 [server] › tests/e2e/x.spec.ts:3:1 › opens (3.1s) — Error: Timed out 5000ms',
    ])
    expect(failureLines('  ✓  1 [server] › tests/e2e/x.spec.ts:3:1 › opens (3.1s)\n 5 passed')).toEqual([])
  })
})
