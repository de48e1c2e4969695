import type { Language } from '../../../openapi/types.ts'
import { serverTexts } from '../../domain/texts.ts'
import { coachReplyFrom, tutorReplyFrom } from './tutor-replies.ts'

// The offline tutor with the texts read from the locale files (the rules live in tutor-replies.ts).
export function offlineTutorReply(message: string, context: string | undefined, language: Language): string {
  return tutorReplyFrom(serverTexts(language), message, context)
}

export function offlineCoachReply(message: string, language: Language): string {
  return coachReplyFrom(serverTexts(language), message)
}
