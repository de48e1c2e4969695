// The mocks' world: the server's operations over the memory store, seeded from api/seed, with the offline AI
// on a seeded random sequence. Scenarios change this context per call (scenarioContext); nothing else differs.
import { createOfflineEngine } from '../api/ai/offline/index.ts'
import { tutorResourcesFrom } from '../api/ai/offline/resources.ts'
import { AiUnavailableError, type AiEngine } from '../api/ai/types.ts'
import { createContractValidator, type ContractValidator } from '../api/http/contract-validator.ts'
import { FixedWindowCounter } from '../api/http/rate-limit.ts'
import { serverTexts } from '../api/locales/texts.ts'
import type { OperationContext } from '../api/operations/context.ts'
import type { StudyNote } from '../api/seed/index.ts'
import { createMemoryStore, type MemoryStore } from '../api/store/memory.ts'
import type { Store } from '../api/store/types.ts'
import type { Catalog, ExamType, Question } from '../openapi/types.ts'
import { mockPasswords } from './passwords.ts'
import type { ScenarioEffects } from './scenarios.ts'

export interface MockSeed {
  /** openapi/openapi.yaml, parsed. */
  document: unknown
  catalog: Catalog
  examTypes: ExamType[]
  /** The written bank, as api/seed/index.ts loadQuestionBank() returns it (source: bank). */
  questions: Question[]
  /** The study notes, as api/seed/index.ts loadStudyNotes() returns them (the offline tutor searches them). */
  notes: StudyNote[]
}

export interface MockRuntime {
  ctx: OperationContext
  store: MemoryStore
  validator: ContractValidator
  /** One client: the limiters' windows are not per IP. */
  limits: FixedWindowCounter
}

const RANDOM_SEED = 0x5eed
let randomState = RANDOM_SEED
/** mulberry32: after a reset the same requests generate the same items. */
function seededRandom(): number {
  randomState = (randomState + 0x6d2b79f5) | 0
  let t = randomState
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

let runtime: MockRuntime | undefined

/** Set once by mocks/node.ts or the browser worker, which load the seed their own way. */
export function configureMocks(seed: MockSeed): MockRuntime {
  const store = createMemoryStore(seed.questions)
  runtime = {
    store,
    validator: createContractValidator(seed.document),
    limits: new FixedWindowCounter(),
    ctx: {
      store,
      ai: createOfflineEngine(
        store.questions,
        tutorResourcesFrom(() => ({ bank: seed.questions, notes: seed.notes, examTypes: seed.examTypes })),
        { random: seededRandom },
      ),
      catalog: seed.catalog,
      examTypes: seed.examTypes,
      studyNotes: () => seed.notes,
      passwords: mockPasswords,
      texts: serverTexts,
      now: () => new Date(),
    },
  }
  return runtime
}

export function mockRuntime(): MockRuntime {
  if (!runtime) throw new Error('The mocks are not configured: import mocks/node.ts or start mocks/browser.ts.')
  return runtime
}

/** Back to a freshly started server: no users, sessions or generated items; limits and randomness reset. */
export function resetMockDb(): void {
  const { store, limits } = mockRuntime()
  store.clear()
  limits.resetAll()
  randomState = RANDOM_SEED
}

const down = () => Promise.reject(new AiUnavailableError('The mock AI provider is down (scenario ai-down).'))

/** The context one call runs in: ai-down fails the AI, empty hides every list (writes still work). */
export function scenarioContext(ctx: OperationContext, effects: ScenarioEffects): OperationContext {
  if (effects.aiDown) {
    const ai: AiEngine = { name: ctx.ai.name, tutorReply: down, coachReply: down, generateQuestions: down }
    return { ...ctx, ai }
  }
  if (!effects.emptyLists) return ctx
  const none = async () => []
  const store: Store = {
    ...ctx.store,
    practice: { ...ctx.store.practice, listByUser: none },
    tutor: { ...ctx.store.tutor, listByUser: none },
    // Without the full list's revision: its ETag would answer a reader of the full bank 304 (kept, not empty).
    questions: { ...ctx.store.questions, list: none, revision: undefined },
  }
  return { ...ctx, store, ai: { ...ctx.ai, generateQuestions: none } }
}
