import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { generateQuestions, listQuestions } from './resources.questions.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const { body, status } = await listQuestions(request)
  return Response.json(body, { status })
}

export async function action({ request }: ActionFunctionArgs) {
  const { body, status } = await generateQuestions(request)
  return Response.json(body, { status })
}
