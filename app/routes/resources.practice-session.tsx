import type { ActionFunctionArgs } from '@remix-run/node'
import { handleSessionRequest } from './resources.practice-session.server.ts'

export async function action({ request }: ActionFunctionArgs) {
  const { body, status } = await handleSessionRequest(request)
  return Response.json(body, { status })
}
