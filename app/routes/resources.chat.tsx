import type { ActionFunctionArgs } from '@remix-run/node'
import { handleChat } from '~/routes/resources.chat.server.ts'

export async function action({ request }: ActionFunctionArgs) {
  const { body, status } = await handleChat(request)
  return Response.json(body, { status })
}
