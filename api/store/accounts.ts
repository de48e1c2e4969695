import { sessionsOf } from './auth-sessions.ts'
import type { Collection, OwnerIndex, Partitioned, RecordMap, StudentData } from './partitions.ts'
import type { PasswordResetData } from './password-resets.ts'
import type { AccountStore, AuthSessionRecord, RequesterQuestions } from './types.ts'
import type { UserData } from './users.ts'

interface AccountParts {
  users: Collection<UserData>
  authSessions: RecordMap<AuthSessionRecord>
  passwordResets: Collection<PasswordResetData>
  students: Partitioned<StudentData>
  owners: OwnerIndex
}

/**
 * A student's whole account in the in-process stores (lowdb, memory): the user in the shared users file, their
 * sign-in sessions, a pending password reset, their generated questions, their own document and their entries in the session owners' log.
 * Reads hand out copies.
 */
export function accountStore(parts: AccountParts, questions: RequesterQuestions): AccountStore {
  return {
    async export(userId) {
      const user = parts.users.data.users.find((u) => u.id === userId)
      if (!user) return undefined
      const doc = structuredClone(await parts.students.read(userId))
      return {
        user: structuredClone(user),
        practice: doc.practice,
        answers: doc.answers,
        reviewCards: doc.cards.map(({ userId: _owner, ...card }) => card),
        fullExams: doc.fullExams,
        tutor: doc.tutor,
        generated: await questions.ownGenerated(userId),
      }
    },
    async remove(userId) {
      await parts.authSessions.purge(sessionsOf(parts.authSessions, userId))
      await parts.passwordResets.update((data) => {
        data.resets = data.resets.filter((r) => r.userId !== userId)
      })
      await questions.forgetRequester(userId)
      await parts.students.remove(userId)
      await parts.owners.forget(userId)
      return parts.users.update((data) => {
        const at = data.users.findIndex((u) => u.id === userId)
        if (at >= 0) data.users.splice(at, 1)
        return at >= 0
      })
    },
  }
}
