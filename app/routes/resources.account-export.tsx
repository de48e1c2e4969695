import type { LoaderFunctionArgs } from '@remix-run/node'
import { accountExportFile } from '~/routes/account-data.server.ts'

/** "Download my data": everything held about the signed-in student, as a JSON file. */
export const loader = ({ request }: LoaderFunctionArgs) => accountExportFile(request)
