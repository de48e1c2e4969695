import type { Language } from '../../../openapi/types.ts'
import { serverTexts } from '../../locales/texts.ts'
import { coachReplyFrom } from './tutor-replies.ts'

// The offline coach with the texts read from the locale files (the rules live in tutor-replies.ts). The offline
// tutor itself is compose.ts; tutor-replies.ts's tutorReplyFrom stays for the mocks until they use compose.ts.
export function offlineCoachReply(message: string, language: Language): string {
  return coachReplyFrom(serverTexts(language), message)
}
