// A daily token allowance per signed-in user and per client address for the paid AI provider (issue 11, item 3).
// Checked before every upstream call (a requester over either allowance gets 429 and the provider is not called),
// charged with the provider's reported usage after each reply. Days are UTC. The counts live in a TokenUsageStore:
// this process's memory for one server (lowdb), a PostgreSQL table when several app servers share one database,
// so the allowance is per requester, not per server.

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

/** Tokens used per key and UTC day (`YYYY-MM-DD`); `add` is atomic per key. */
export interface TokenUsageStore {
  used(keys: string[], day: string): Promise<number[]>
  add(keys: string[], day: string, tokens: number): Promise<void>
}

/** One process's counts: enough for a single server. Yesterday's entries go as the map is touched. */
export class InProcessTokenUsage implements TokenUsageStore {
  readonly #used = new Map<string, { day: string; tokens: number }>()

  async used(keys: string[], day: string): Promise<number[]> {
    return keys.map((key) => {
      const entry = this.#used.get(key)
      return entry && entry.day === day ? entry.tokens : 0
    })
  }

  async add(keys: string[], day: string, tokens: number): Promise<void> {
    if (this.#used.size > 10_000) for (const [key, entry] of this.#used) if (entry.day !== day) this.#used.delete(key)
    const before = await this.used(keys, day)
    keys.forEach((key, i) => this.#used.set(key, { day, tokens: before[i] + tokens }))
  }
}

export class DailyTokenBudget {
  constructor(
    readonly limits: TokenBudgetLimits,
    private readonly now: () => Date = () => new Date(),
    private readonly usage: TokenUsageStore = new InProcessTokenUsage(),
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
  async used(key: string): Promise<number> {
    return (await this.usage.used([key], this.#today()))[0]
  }

  /** Throws AiBudgetExceededError when the user's or the address's allowance for today is spent. */
  async assertAvailable(requester: AiRequester | undefined): Promise<void> {
    if (!requester) return
    const keys = this.#keys(requester)
    const used = await this.usage.used(
      keys.map(([key]) => key),
      this.#today(),
    )
    if (keys.some(([, limit], i) => used[i] >= limit)) throw new AiBudgetExceededError()
  }

  async charge(requester: AiRequester | undefined, tokens: number): Promise<void> {
    if (!requester || !(tokens > 0)) return
    await this.usage.add(
      this.#keys(requester).map(([key]) => key),
      this.#today(),
      Math.ceil(tokens),
    )
  }
}

/** A rough count (4 characters a token) for replies whose usage the provider did not report. */
export const estimateTokens = (...texts: string[]) => Math.ceil(texts.reduce((n, t) => n + t.length, 0) / 4)
