import type { TutorInput } from '../types.ts'
import { composeReply, type OfflineReply } from './compose.ts'
import { nodeTutorResources } from './tutor-node.ts'

/** One reply of the offline tutor on the server's resources (the eval and the tests call it directly). */
export function composeTutorReply(input: TutorInput): OfflineReply {
  return composeReply(input, nodeTutorResources())
}
