import { api } from '~/utils/api.server.ts'
import type { ReviewSummary } from '#openapi/types.ts'

/**
 * How many review cards are due for a signed-in student (the header badge, the home card): GET
 * /api/review/summary. A failed call is no badge, never an error page.
 */
export async function reviewSummary(request: Request): Promise<ReviewSummary | null> {
  try {
    const { data } = await api(request).GET('/api/review/summary')
    return data ?? null
  } catch {
    return null
  }
}
