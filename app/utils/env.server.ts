import { z } from 'zod'

// The app's environment, parsed once. Only `publicEnv` values ever reach the browser.
const Schema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().default(3000),
  API_BASE_URL: z.string().url().optional(),
  MOCKS: z.enum(['true', 'false']).default('false'),
  /** The site's public address (https://examready.example), for absolute links: hreflang, og:url, the sitemap. */
  PUBLIC_ORIGIN: z.string().url().optional(),
})

const parsed = Schema.parse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== '')))

export const env = {
  ...parsed,
  /** Where loaders and actions reach the API: this same server unless told otherwise. */
  apiBaseUrl: parsed.API_BASE_URL ?? `http://127.0.0.1:${parsed.PORT}`,
}

/** The configured public origin, else the request's own (the page cache keys pages by host, so none is shared). */
export function publicOrigin(request: Request): string {
  return env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : new URL(request.url).origin
}

export function publicEnv() {
  return { MOCKS: env.MOCKS === 'true' }
}

declare global {
  interface Window {
    /** The public env, written into the page by the root layout. */
    ENV?: ReturnType<typeof publicEnv>
  }
}
