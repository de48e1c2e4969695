/**
 * The server could not be asked at all (no connection): the browser's fetch failed and nothing answered, as opposed
 * to an error the server sent (a 404, a 500), which stands offline or not.
 */
export const unreachable = (error: unknown) => error instanceof TypeError || !navigator.onLine
