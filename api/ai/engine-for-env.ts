// Which AI engine a server runs: the one a test hands in, OpenAI when a key is set (with its daily allowance), the
// offline engine otherwise.
import type { Env } from '../env.ts'
import { aiFailureLogger, observedAiFetch } from '../ops/ai-observe.ts'
import type { Logger } from '../ops/logger.ts'
import type { Metrics } from '../ops/metrics.ts'
import type { QuestionStore } from '../store/types.ts'
import { createOfflineEngine } from './offline/index.ts'
import { nodeTutorResources } from './offline/tutor-node.ts'
import { createOpenAiEngine } from './openai.ts'
import { DailyTokenBudget, type TokenUsageStore } from './token-budget.ts'
import type { AiEngine } from './types.ts'

export function aiEngineFor(
  env: Env,
  questions: QuestionStore,
  opts: { ai?: AiEngine; tokenUsage?: TokenUsageStore; logger: Logger; metrics: Metrics },
): { engine: AiEngine; aiBudget?: DailyTokenBudget } {
  const { ai, logger, metrics } = opts
  const aiBudget =
    !ai && env.OPENAI_API_KEY
      ? new DailyTokenBudget(
          { perUser: env.AI_DAILY_TOKENS_PER_USER, perClient: env.AI_DAILY_TOKENS_PER_IP },
          undefined,
          opts.tokenUsage,
        )
      : undefined
  const engine =
    ai ??
    (env.OPENAI_API_KEY
      ? createOpenAiEngine(
          {
            apiKey: env.OPENAI_API_KEY,
            baseURL: env.OPENAI_BASE_URL,
            model: env.OPENAI_MODEL,
            timeoutMs: env.OPENAI_TIMEOUT_MS,
            // The tutor's one overall deadline per reply (every attempt and the whole stream together).
            replyDeadlineMs: env.OPENAI_TIMEOUT_MS,
            maxRetries: env.OPENAI_MAX_RETRIES,
            budget: aiBudget,
            // Every attempt (model, status, latency, tokens) and every failed reply go to the log and the metrics.
            fetch: observedAiFetch(logger, metrics),
            log: aiFailureLogger(logger, metrics),
          },
          questions,
        )
      : createOfflineEngine(questions, nodeTutorResources))
  return { engine, aiBudget }
}
