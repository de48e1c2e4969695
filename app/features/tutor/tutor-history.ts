import { TutorChatRequest as REQUEST, TutorHistoryMessage as MESSAGE } from '#openapi/limits.ts'
import type { TutorChatRequest } from '#openapi/types.ts'

/** The contract's bounds on a signed-out chat's `history` (openapi.yaml, TutorChatRequest). */
export const HISTORY_MAX_MESSAGES = REQUEST.history.maxItems
export const HISTORY_MAX_CHARS = MESSAGE.content.maxLength

type HistoryMessage = NonNullable<TutorChatRequest['history']>[number]

/**
 * What a chat without a stored session sends as its conversation so far (decision 058: a signed-out visitor's
 * chat lives in the browser): the latest messages that were really exchanged, without apologies or blanks.
 */
export function historyToSend(
  messages: readonly { role: HistoryMessage['role']; content: string; failed?: boolean }[],
): HistoryMessage[] {
  return messages
    .filter((m) => !m.failed && m.content.trim())
    .slice(-HISTORY_MAX_MESSAGES)
    .map((m) => ({ role: m.role, content: m.content.slice(0, HISTORY_MAX_CHARS) }))
}
