import { http, operation } from '../http.ts'

export const healthHandlers = [
  http.get(
    '/api/health',
    operation(({ response }) => response(200).json({ status: 'ok' })),
  ),
]
