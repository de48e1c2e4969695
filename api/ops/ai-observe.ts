import type { AiFailureLog } from '../ai/openai-tutor.ts'
import type { Logger } from './logger.ts'
import type { Metrics } from './metrics.ts'

interface Usage {
  prompt_tokens?: number
  completion_tokens?: number
}

/** The model named in a request body (JSON text), for the log and the metrics' labels. */
function modelOf(init: RequestInit | undefined): string {
  if (typeof init?.body !== 'string') return 'unknown'
  try {
    const model = (JSON.parse(init.body) as { model?: unknown }).model
    return typeof model === 'string' ? model.slice(0, 64) : 'unknown'
  } catch {
    return 'unknown'
  }
}

/**
 * How a plain (not streamed) reply's body reads: its `usage`, and the outcome — `malformed` when it is not JSON,
 * `cut` when it could not be read to its end or the model stopped at max_tokens (finish_reason "length").
 */
function readReply(text: string | null): { outcome: string; usage?: Usage } {
  if (text === null) return { outcome: 'cut' }
  let body: { usage?: Usage; choices?: { finish_reason?: string }[] }
  try {
    body = JSON.parse(text) as typeof body
  } catch {
    return { outcome: 'malformed' }
  }
  const cut = body?.choices?.some((c) => c?.finish_reason === 'length')
  return { outcome: cut ? 'cut' : 'ok', usage: body?.usage }
}

/**
 * Reads a streamed reply's server-sent events as they pass, line by line: its `usage` (the last chunks carry it
 * when the request asked for it), whether an event's data was not JSON, and whether it reached `[DONE]`.
 */
function sseWatcher() {
  const decoder = new TextDecoder()
  let partial = ''
  const seen: { usage?: Usage; malformed: boolean; done: boolean } = { malformed: false, done: false }
  return {
    seen,
    read(chunk: Uint8Array) {
      const lines = (partial + decoder.decode(chunk, { stream: true })).split('\n')
      partial = (lines.pop() ?? '').slice(-65_536)
      for (const raw of lines) {
        const line = raw.trimEnd()
        if (!line.startsWith('data:')) continue
        const data = line.slice(5).trim()
        if (data === '[DONE]') {
          seen.done = true
          continue
        }
        try {
          const parsed = (JSON.parse(data) as { usage?: Usage | null } | null)?.usage
          if (parsed) seen.usage = parsed
        } catch {
          seen.malformed = true
        }
      }
    },
  }
}

/**
 * A `fetch` for the OpenAI SDK that logs and counts every HTTP attempt to the provider: model, attempt (the SDK's
 * x-stainless-retry-count + 1), status, latency (a streamed reply: until its last byte), tokens when the provider
 * reports them, outcome. Nothing of the request or reply text is logged. Goes around the engine's own fetch.
 */
export function observedAiFetch(
  logger: Logger,
  metrics: Metrics,
  inner?: typeof fetch,
  provider = 'openai',
): typeof fetch {
  return async (input, init) => {
    const model = modelOf(init)
    const attempt = Number(new Headers(init?.headers).get('x-stainless-retry-count') ?? 0) + 1
    const started = performance.now()
    const done = (outcome: string, fields: { status?: number; usage?: Usage; error?: string }) => {
      const seconds = (performance.now() - started) / 1000
      const status = fields.status ? String(fields.status) : ''
      metrics.aiCalls.inc({ provider, model, outcome, status })
      metrics.aiDuration.observe({ provider, model, outcome }, seconds)
      if (fields.usage?.prompt_tokens)
        metrics.aiTokens.inc({ provider, model, kind: 'prompt' }, fields.usage.prompt_tokens)
      if (fields.usage?.completion_tokens)
        metrics.aiTokens.inc({ provider, model, kind: 'completion' }, fields.usage.completion_tokens)
      const entry = {
        ai: {
          provider,
          model,
          attempt,
          status: fields.status,
          latencyMs: Math.round(seconds * 1000),
          promptTokens: fields.usage?.prompt_tokens,
          completionTokens: fields.usage?.completion_tokens,
          outcome,
          ...(fields.error ? { error: fields.error.slice(0, 200) } : {}),
        },
      }
      if (outcome === 'ok') logger.info(entry, `AI call ${provider} ${model} ok`)
      else logger.warn(entry, `AI call ${provider} ${model} ${outcome}${fields.status ? ` ${fields.status}` : ''}`)
    }
    let response: Response
    try {
      response = await (inner ?? globalThis.fetch)(input, init)
    } catch (error) {
      const aborted = (error as Error)?.name === 'AbortError' || init?.signal?.aborted
      done(aborted ? 'aborted' : 'network', { error: (error as Error)?.message })
      throw error
    }
    if (!response.ok) {
      // An error answer is small: read whole here, so the SDK gets a body it can always read or cancel before
      // its retry (cancelling some transports' bodies mid-way never settles).
      const text = await response.text().catch(() => '')
      done('http_error', { status: response.status })
      return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers })
    }
    const stream = (response.headers.get('content-type') ?? '').includes('text/event-stream')
    if (!stream) {
      const { outcome, usage } = readReply(
        await response
          .clone()
          .text()
          .catch(() => null),
      )
      done(outcome, { status: response.status, usage })
      return response
    }
    if (!response.body) {
      done('ok', { status: response.status })
      return response
    }
    // A stream: passed through untouched; logged when it ends (or fails, or is cancelled). An event that is not
    // JSON makes it `malformed` (the SDK then gives up on it, which would otherwise look like a cancel); one that
    // ends without `[DONE]` is `cut`.
    const watcher = sseWatcher()
    let logged = false
    const finish = (outcome: string, error?: string) => {
      if (logged) return
      logged = true
      done(watcher.seen.malformed ? 'malformed' : outcome, {
        status: response.status,
        usage: watcher.seen.usage,
        error,
      })
    }
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          watcher.read(chunk)
          controller.enqueue(chunk)
        },
        flush() {
          finish(watcher.seen.done ? 'ok' : 'cut')
        },
      }),
    )
    const reader = body.getReader()
    const observed = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await reader.read()
          if (next.done) controller.close()
          else controller.enqueue(next.value)
        } catch (error) {
          // The body broke off: aborted by us (the deadline, Stop), else the provider's connection dropped.
          finish(init?.signal?.aborted ? 'aborted' : 'cut', (error as Error)?.message)
          controller.error(error)
        }
      },
      cancel(reason) {
        finish('cancelled')
        return reader.cancel(reason)
      },
    })
    return new Response(observed, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  }
}

/** The engine's failure hook (one entry per failed reply, after its retries): logged and counted. */
export function aiFailureLogger(logger: Logger, metrics: Metrics) {
  return (entry: AiFailureLog) => {
    metrics.aiFailures.inc({ operation: entry.operation, reason: entry.reason })
    logger.warn(
      {
        aiFailure: {
          provider: entry.engine,
          operation: entry.operation,
          status: entry.status,
          latencyMs: entry.latencyMs,
          attempt: entry.attempt,
          reason: entry.reason,
          error: entry.message.slice(0, 200),
        },
      },
      `AI reply failed (${entry.reason})`,
    )
  }
}
