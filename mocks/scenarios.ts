/**
 * Error scenarios for QA, chosen without code changes:
 *   node      MOCK_SCENARIO=<name>, or setMockScenario(name) in-process (the contract suite uses ai-down)
 *   browser   ?mockScenario=<name> on a page (mocks/browser.ts keeps it in the mock-scenario cookie), or the
 *             mock-scenario cookie itself; ?mockScenario=none clears it
 *   any call  ?mockScenario=<name> on an /api URL applies to that call and, outside the service worker,
 *             sets the cookie so later calls from the same browser follow
 * The request's choice (query, then cookie) wins over the in-process one.
 */

export const MOCK_SCENARIOS = ['ai-down', 'slow', 'empty', 'server-error', 'unauthenticated'] as const
export type MockScenario = (typeof MOCK_SCENARIOS)[number]

export const SCENARIO_COOKIE = 'mock-scenario'
export const SCENARIO_QUERY = 'mockScenario'
/** Values that clear a chosen scenario. */
const NO_SCENARIO = ['', 'none', 'off']

/** What a scenario does to a call; each effect is applied where the server would show it. */
export interface ScenarioEffects {
  /** server-error: every /api call answers 500 problem+json. */
  failEveryCall: boolean
  /** slow: every /api call waits this long before it is handled. */
  delayMs: number
  /** unauthenticated: no session cookie is honoured, so auth/user and everything needing sign-in answer 401. */
  ignoreSession: boolean
  /** ai-down: the AI provider fails, so tutor chat, AI chat and generation answer 503. */
  aiDown: boolean
  /** empty: no questions, exam types, sessions, progress, tutor sessions or recommendations. */
  emptyLists: boolean
}

export interface MockOptions {
  /** Sign-in and registration attempts per minute (the server's AUTH_RATE_LIMIT_PER_MINUTE, default 60). */
  authRateLimitPerMinute: number
  /** All /api calls per minute (the server's RATE_LIMIT_PER_MINUTE); off unless set, so long QA runs never hit it. */
  rateLimitPerMinute: number
  /** The delay of the slow scenario. */
  slowDelayMs: number
}

const DEFAULT_OPTIONS: MockOptions = {
  authRateLimitPerMinute: 60,
  rateLimitPerMinute: Number.POSITIVE_INFINITY,
  slowDelayMs: 2500,
}
let options: MockOptions = { ...DEFAULT_OPTIONS }
let processScenario: MockScenario | null = null

export function setMockOptions(changes: Partial<MockOptions>): void {
  options = { ...options, ...changes }
}

export function mockOptions(): Readonly<MockOptions> {
  return options
}

export function resetMockOptions(): void {
  options = { ...DEFAULT_OPTIONS }
}

/** The scenario for every call that does not choose its own; null for normal behaviour. */
export function setMockScenario(name: MockScenario | null): void {
  if (name !== null && !isMockScenario(name))
    throw new Error(`Unknown mock scenario '${String(name)}'. Use one of: ${MOCK_SCENARIOS.join(', ')}.`)
  processScenario = name
}

export function getMockScenario(): MockScenario | null {
  return processScenario
}

export function isMockScenario(value: unknown): value is MockScenario {
  return typeof value === 'string' && (MOCK_SCENARIOS as readonly string[]).includes(value)
}

/** A scenario name, null for "none", undefined when the value names nothing (it is then ignored). */
export function parseScenario(value: string | null | undefined): MockScenario | null | undefined {
  if (value === null || value === undefined) return undefined
  const name = value.trim().toLowerCase()
  if (NO_SCENARIO.includes(name)) return null
  return isMockScenario(name) ? name : undefined
}

/** The scenario of one call: its ?mockScenario=, else its mock-scenario cookie, else the in-process one. */
export function scenarioFor(
  url: URL,
  cookies: Record<string, string>,
): { scenario: MockScenario | null; fromQuery: MockScenario | null | undefined } {
  const fromQuery = parseScenario(url.searchParams.get(SCENARIO_QUERY))
  if (fromQuery !== undefined) return { scenario: fromQuery, fromQuery }
  const fromCookie = parseScenario(cookies[SCENARIO_COOKIE])
  return { scenario: fromCookie !== undefined ? fromCookie : processScenario, fromQuery }
}

export function scenarioEffects(scenario: MockScenario | null): ScenarioEffects {
  return {
    failEveryCall: scenario === 'server-error',
    delayMs: scenario === 'slow' ? options.slowDelayMs : 0,
    ignoreSession: scenario === 'unauthenticated',
    aiDown: scenario === 'ai-down',
    emptyLists: scenario === 'empty',
  }
}
