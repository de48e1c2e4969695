import type { ActionFunctionArgs } from '@remix-run/node'
import { gradeResponse } from '~/routes/review.server.ts'

// The save queue's way to grade a signed-in student's review card (app/utils/save-queue.ts).
export const action = ({ request }: ActionFunctionArgs) => gradeResponse(request)
