export const PROBLEM_CONTENT_TYPE = 'application/problem+json'
/** The body limit the document states for 413 (64 KiB). */
export const BODY_LIMIT_BYTES = 65536
