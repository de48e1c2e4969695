import type { ActionFunctionArgs } from '@remix-run/node'
import { reviewQuestions } from '~/routes/review.server.ts'

/** The questions of a visitor's answers (their history lives in the browser): POST a list of references. */
export async function action({ request }: ActionFunctionArgs) {
  return reviewQuestions(request)
}
