import type { ActionFunctionArgs } from '@remix-run/node'
import { saveSessionResponse } from '~/utils/session-save.server.ts'

// The save queue's way to start and finish a signed-in student's practice session (app/utils/save-queue.ts).
export const action = ({ request }: ActionFunctionArgs) => saveSessionResponse(request)
