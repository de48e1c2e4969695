import type { ActionFunctionArgs } from '@remix-run/node'
import { handleFullExamRequest } from './resources.full-exam.server.ts'

export async function action({ request }: ActionFunctionArgs) {
  const { body, status } = await handleFullExamRequest(request)
  return Response.json(body, { status })
}
