import type { MetaFunction } from '@remix-run/node'

/** The document title from the loader's `title` (every page loader returns one in the request's language). */
export const titleMeta: MetaFunction = ({ data }) => [
  { title: (data as { title?: string } | undefined)?.title ?? 'ExamReady' },
]
