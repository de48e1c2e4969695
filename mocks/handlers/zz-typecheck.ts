import { http, operation } from '../http.ts'
export const probe = [
  http.post('/api/auth/register', operation(({ response }, call) => {
    const n: number = call.body
    return response(201).json({ wrong: true })
  })),
  http.get('/api/health', operation(({ response }, call) => {
    const b: string = call.body
    return response(200).json({ status: 'ok' })
  })),
]
