import type { Collection } from './partitions.ts'
import type { PasswordResetRecord, PasswordResetStore } from './types.ts'

export type PasswordResetData = { resets: PasswordResetRecord[] }

/** Password reset tokens, by their hash only (decision 067): one per user, a new one replacing the last. */
export function passwordResetStore(col: Collection<PasswordResetData>): PasswordResetStore {
  return {
    put: (record) =>
      col.update((data) => {
        // Expired ones of anyone go too: the file holds live tokens only.
        data.resets = data.resets.filter((r) => r.userId !== record.userId && r.expiresAt > Date.now())
        data.resets.push({ ...record })
      }),
    find: async (tokenHash, now) => col.data.resets.find((r) => r.tokenHash === tokenHash && r.expiresAt > now)?.userId,
    consume: (tokenHash, now) =>
      col.update((data) => {
        const found = data.resets.find((r) => r.tokenHash === tokenHash)
        if (!found) return undefined
        data.resets = data.resets.filter((r) => r.userId !== found.userId)
        return found.expiresAt > now ? found.userId : undefined
      }),
  }
}
