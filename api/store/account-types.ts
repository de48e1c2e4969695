// The account side of the storage interface: users, their provider identities, sign-in sessions and password
// resets (re-exported by types.ts, where the routes find them).

/** An account at an OpenID Connect provider: the issuer's URL and its subject (`sub`), unique together. */
export interface ExternalIdentity {
  issuer: string
  subject: string
}

export interface UserRecord {
  id: string
  email: string
  firstName: string | null
  /** null: the account was made by a provider sign-in and has no password. */
  passwordHash: string | null
  createdAt: string
  /** The provider accounts that sign in as this user (absent: none). */
  identities?: ExternalIdentity[]
}

export interface UserStore {
  /** `identity`: the provider account the new user signs in with. */
  create(input: {
    email: string
    firstName: string | null
    passwordHash: string | null
    identity?: ExternalIdentity
  }): Promise<UserRecord | 'email-taken'>
  findById(id: string): Promise<UserRecord | undefined>
  findByEmail(email: string): Promise<UserRecord | undefined>
  findByIdentity(identity: ExternalIdentity): Promise<UserRecord | undefined>
  /** Adds a provider account to a user; 'taken' when it already signs in as another user. */
  linkIdentity(userId: string, identity: ExternalIdentity): Promise<UserRecord | 'taken' | undefined>
  /** Replaces the user's password hash; false when there is no such user. */
  setPasswordHash(userId: string, passwordHash: string): Promise<boolean>
}

export interface AuthSessionStore {
  get(sid: string): Promise<AuthSessionRecord | undefined>
  set(sid: string, record: AuthSessionRecord): Promise<void>
  destroy(sid: string): Promise<void>
  /** Ends every session signed in as this user (a changed or reset password); returns how many ended. */
  destroyByUser(userId: string): Promise<number>
  /** Removes every session that expired before `now`. */
  prune(now: number): Promise<number>
  /** Signed-in sessions not expired at `now` (the metrics' active-sessions gauge). */
  countActive?(now: number): Promise<number>
}

/** A password reset token as kept: its SHA-256 (never the token), its user and when it stops working (ms). */
export interface PasswordResetRecord {
  tokenHash: string
  userId: string
  expiresAt: number
}

export interface PasswordResetStore {
  /** Keeps a token for its user, replacing the user's earlier one. */
  put(record: PasswordResetRecord): Promise<void>
  /** The token's user when it is kept and has not expired at `now` (the token stays). */
  find(tokenHash: string, now: number): Promise<string | undefined>
  /**
   * Uses the token up: its user when it is kept and has not expired at `now`, else undefined. Either way it (and
   * any other token of its user) is gone, so a token works once, even when two requests race with it.
   */
  consume(tokenHash: string, now: number): Promise<string | undefined>
}

export interface AuthSessionRecord {
  data: Record<string, unknown>
  expiresAt: number
}
