import type { LoaderFunctionArgs } from '@remix-run/node'
import { offlinePack } from '~/features/offline/pack.server.ts'

export const loader = ({ request }: LoaderFunctionArgs) => offlinePack(request)
