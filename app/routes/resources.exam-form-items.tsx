import type { LoaderFunctionArgs } from '@remix-run/node'
import { restItems } from '~/features/full-exam/rest-items.server.ts'

export const loader = ({ request }: LoaderFunctionArgs) => restItems(request)
