// A generate request's model calls under ONE overall deadline, cancellable by the requester (decision 036).
import OpenAI from 'openai'
import { attemptsEnd, attemptsOf, attemptsStart, type AiFailureLog } from './openai-tutor.ts'
import type { AiRequester } from './token-budget.ts'
import { AiUnavailableError, type GenerationInput } from './types.ts'

/**
 * One request's model calls: how many it may still make (past the cap a call is not made), the signal that
 * cancels them (the overall deadline or the requester leaving), and where a failed reply is logged.
 */
export interface CallMeter {
  caller?: AiRequester
  left: number
  signal?: AbortSignal
  /** The request's id for the attempt counter (ATTEMPT_HEADER). */
  id?: string
  fail?: (reason: AiFailureLog['reason'], message: string, status?: number) => void
}

/**
 * One generate request under ONE overall deadline (timeoutMs), covering every draft, retry and second solve, as
 * the tutor's reply has: when it passes, or the requester leaves (input.signal), the provider's calls are
 * aborted upstream. Each failure is logged once with its real reason.
 */
export async function runGeneration<T>(
  input: GenerationInput,
  options: { timeoutMs: number; callCap: number; log: (entry: AiFailureLog) => void },
  work: (meter: CallMeter) => Promise<T>,
): Promise<T> {
  const id = `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  attemptsStart(id)
  const started = Date.now()
  const controller = new AbortController()
  const deadline = setTimeout(() => controller.abort(new Error('deadline')), options.timeoutMs)
  const onAbort = () => controller.abort(input.signal?.reason ?? new Error('cancelled'))
  if (input.signal?.aborted) onAbort()
  else input.signal?.addEventListener('abort', onAbort, { once: true })
  const fail = (reason: AiFailureLog['reason'], message: string, status?: number) =>
    options.log({
      engine: 'openai',
      operation: 'generate',
      status,
      latencyMs: Date.now() - started,
      attempt: attemptsOf(id),
      reason,
      message,
    })
  const meter: CallMeter = { caller: input.caller, left: options.callCap, signal: controller.signal, id, fail }
  try {
    return await work(meter)
  } catch (error) {
    if ((error as Error).name === 'AiBudgetExceededError') throw error
    if (input.signal?.aborted) {
      fail('cancelled', 'The request was cancelled by the caller')
      throw input.signal.reason ?? error
    }
    if (controller.signal.aborted) {
      fail('deadline', `No complete answer within ${options.timeoutMs} ms`)
      throw new AiUnavailableError(`AI provider did not answer within ${options.timeoutMs} ms`, { cause: error })
    }
    const cause = (error as Error).cause ?? error
    const status = cause instanceof OpenAI.APIError ? cause.status : undefined
    // A body the SDK could not parse (SyntaxError) is the provider's fault, not the network's.
    fail(
      cause instanceof SyntaxError ? 'malformed' : status ? 'http' : 'network',
      (cause as Error).message ?? String(cause),
      status,
    )
    throw error instanceof AiUnavailableError
      ? error
      : new AiUnavailableError(`AI provider failed: ${(error as Error).message}`, { cause: error })
  } finally {
    clearTimeout(deadline)
    input.signal?.removeEventListener('abort', onAbort)
    attemptsEnd(id)
  }
}
