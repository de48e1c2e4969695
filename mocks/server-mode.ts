import type { Env } from '../api/env.ts'

export async function startMockServer(_env: Env): Promise<never> {
  throw new Error('Mock mode is not implemented yet.')
}
