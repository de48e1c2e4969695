import type { ActionFunctionArgs } from '@remix-run/node'
import { visitorImportResponse } from '~/utils/visitor-import.server.ts'

// The save queue's way to finish moving a new account's browser data after an outage at sign-up (decision 088).
export const action = ({ request }: ActionFunctionArgs) => visitorImportResponse(request)
