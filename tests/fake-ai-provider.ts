// An OpenAI-compatible provider for tests, on a real socket: POST /v1/chat/completions answers as `behaviour` says
// (a streamed or plain reply, a 500, malformed JSON, a hang, a stream that stops midway), and it records which
// requests the server gave up on (their connection closed before an answer was sent).
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export type ProviderBehaviour = 'ok' | 'error-500' | 'malformed' | 'hang' | 'cut' | 'cut-at-length'

export interface FakeProvider {
  /** The base URL to give as OPENAI_BASE_URL. */
  url: string
  behaviour: ProviderBehaviour
  /** What a streamed reply says before it stops (`cut`) or in full (`ok`). */
  replyText: string
  /** Requests received, and how many of them the server aborted before they were answered. */
  requests: number
  abandoned: number
  close(): Promise<void>
}

const chunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`

const completion = (content: string, finish = 'stop') =>
  JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finish }],
    usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
  })

export async function startFakeProvider(behaviour: ProviderBehaviour = 'ok'): Promise<FakeProvider> {
  const sockets = new Set<Socket>()
  const provider: FakeProvider = {
    url: '',
    behaviour,
    replyText: 'Let us solve it step by step. Then divide both sides by 3.',
    requests: 0,
    abandoned: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c: Buffer) => (raw += c.toString()))
    req.on('end', () => {
      provider.requests++
      res.on('close', () => {
        if (!res.writableFinished) provider.abandoned++
      })
      const stream = (JSON.parse(raw || '{}') as { stream?: boolean }).stream === true
      const words = provider.replyText.split(/(?<= )/)
      switch (provider.behaviour) {
        case 'hang':
          return // never answers; the server must give up (and close the connection)
        case 'error-500':
          res.writeHead(500, { 'content-type': 'application/json' })
          return res.end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }))
        case 'malformed':
          if (stream) {
            res.writeHead(200, { 'content-type': 'text/event-stream' })
            res.write(chunk({ role: 'assistant', content: words[0] }))
            return res.end('data: {"choices": [ this is not json\n\ndata: [DONE]\n\n')
          }
          res.writeHead(200, { 'content-type': 'application/json' })
          return res.end('{"id": "chatcmpl-fake", "choices": [ {"message": ')
        case 'cut-at-length':
          res.writeHead(200, { 'content-type': 'application/json' })
          return res.end(completion('{"questions": [{"topic": "linear_equations", "questionText": "Solve', 'length'))
        case 'cut':
          if (!stream) {
            res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4000' })
            res.write(completion('{"questions": [').slice(0, 60))
            return void setTimeout(() => res.socket?.destroy(), 50)
          }
          res.writeHead(200, { 'content-type': 'text/event-stream' })
          res.write(chunk({ role: 'assistant', content: '' }))
          for (const w of words.slice(0, Math.ceil(words.length / 2))) res.write(chunk({ content: w }))
          // The connection drops midway: no finish reason, no [DONE].
          return void setTimeout(() => res.socket?.destroy(), 100)
        default:
          if (!stream) {
            res.writeHead(200, { 'content-type': 'application/json' })
            return res.end(completion(provider.replyText))
          }
          res.writeHead(200, { 'content-type': 'text/event-stream' })
          res.write(chunk({ role: 'assistant', content: '' }))
          for (const w of words) res.write(chunk({ content: w }))
          res.write(chunk({}, 'stop'))
          return res.end('data: [DONE]\n\n')
      }
    })
  })
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
  return provider
}
