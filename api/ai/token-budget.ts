// A daily token allowance per signed-in user and per client address for the paid AI provider (issue 11, item 3).
// Checked before every upstream call (a requester over either allowance gets 429 and the provider is not called),
// charged with the provider's reported usage after each reply. Days are UTC. Counts live in this process: with
// several app servers each keeps its own (the allowance is then per server).

/** Who asks, as the operations know it (structurally api/operations' Caller). */
export interface AiRequester {
  userId: string | null
  clientKey: string
}

export class AiBudgetExceededError extends Error {
  constructor(message = "Today's AI allowance for this account or address is used up. Try again tomorrow.") {
    super(message)
    this.name = 'AiBudgetExceededError'
  }
}

export interface TokenBudgetLimits {
  perUser: number
  perClient: number
}

export class DailyTokenBudget {
  readonly #used = new Map<string, { day: string; tokens: number }>()
  constructor(
    readonly limits: TokenBudgetLimits,
    private readonly now: () => Date = () => new Date(),
  ) {}

  #keys(requester: AiRequester): [string, number][] {
    const keys: [string, number][] = [[`ip:${requester.clientKey}`, this.limits.perClient]]
    if (requester.userId) keys.push([`user:${requester.userId}`, this.limits.perUser])
    return keys
  }

  #today(): string {
    return this.now().toISOString().slice(0, 10)
  }

  /** Tokens used today under `key` (`ip:…` or `user:…`). */
  used(key: string): number {
    const entry = this.#used.get(key)
    return entry && entry.day === this.#today() ? entry.tokens : 0
  }

  /** Throws AiBudgetExceededError when the user's or the address's allowance for today is spent. */
  assertAvailable(requester: AiRequester | undefined): void {
    if (!requester) return
    for (const [key, limit] of this.#keys(requester)) if (this.used(key) >= limit) throw new AiBudgetExceededError()
  }

  charge(requester: AiRequester | undefined, tokens: number): void {
    if (!requester || !(tokens > 0)) return
    const day = this.#today()
    // Yesterday's entries go as the map is touched, so it holds at most one day of requesters.
    if (this.#used.size > 10_000) for (const [key, entry] of this.#used) if (entry.day !== day) this.#used.delete(key)
    for (const [key] of this.#keys(requester)) this.#used.set(key, { day, tokens: this.used(key) + Math.ceil(tokens) })
  }
}

/** A rough count (4 characters a token) for replies whose usage the provider did not report. */
export const estimateTokens = (...texts: string[]) => Math.ceil(texts.reduce((n, t) => n + t.length, 0) / 4)
