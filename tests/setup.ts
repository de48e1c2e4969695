import { afterEach, beforeEach, vi } from 'vitest'

// A test that makes the code log an error fails: console.error is never expected silently.
let errors: unknown[][] = []
beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  if (errors.length)
    throw new Error(
      `console.error was called:\n${errors.map((a) => a.map((x) => (typeof x === 'object' && x !== null && !(x instanceof Error) ? JSON.stringify(x).slice(0, 300) : String(x))).join(' ')).join('\n')}`,
    )
})
