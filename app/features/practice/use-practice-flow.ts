import { useFetcher, useRevalidator } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useProgressStore, type SavedWhere, type SessionInfo } from '~/features/progress/store/index.ts'
import type { Loaded } from '~/utils/load-questions.ts'
import { practiceStorage } from '~/utils/practice-storage.ts'
import type { PracticeReply, PracticeRequest } from '~/utils/practice.server.ts'
import type { EngineState } from '#domain/exam/engine.ts'
import type { FlowRules } from '#domain/exam/exams.ts'
import {
  answerRecords,
  elapsedSeconds,
  summarize,
  type FinishedTest,
  type PracticeQuestion,
} from '#domain/exam/tally.ts'
import { newShuffleSeed, presentOptions } from '#domain/option-order.ts'

type Stage = 'loading' | 'ready' | 'waiting' | 'running' | 'saving' | 'done'
type Action = () => Promise<PracticeReply>
const post = { method: 'post', encType: 'application/json' } as const
/** The browser's key of a session (the API's clientId): a retried save finds the session it may have started. */
const newClientId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')

/**
 * A practice flow around the engine. The questions come from the route's loader (`loaded`); Start opens the
 * session in the progress store (the account's through the save queue, kept in this browser and retried until the
 * server has it, decision 038) and, for SAT and Matura (`generate`), asks the route's action to generate the
 * questions (the loader's bank questions stand by: "start now" takes them at once). Finishing records the result
 * and the answers in the store, keeps it as `result` and hands it to `onFinished`; a save still waiting is shown
 * by the root's save notice.
 */
export function usePracticeFlow({
  rules,
  loaded,
  session,
  generate,
  onFinished,
}: {
  rules: FlowRules
  /** The loader's questions; null while the page does not know yet what to load (a browser-only choice). */
  loaded: Loaded | null
  session: SessionInfo | null
  generate?: { level: string | null }
  onFinished: (finished: FinishedTest) => void
}) {
  const store = useProgressStore()
  const revalidator = useRevalidator()
  const generator = useFetcher<Action>()
  const [started, setStarted] = useState<'no' | 'waiting' | 'running' | 'saving' | 'done'>('no')
  const [run, setRun] = useState<Loaded | null>(null)
  const [result, setResult] = useState<FinishedTest | null>(null)
  const [extraTime, setExtraTime] = useState(false)
  const startedAt = useRef(0)
  const clientId = useRef<string | null>(null)
  /** This attempt's option order (issue 25): drawn at Start, recorded with every answer. */
  const shuffleSeed = useRef<number | undefined>(undefined)

  useEffect(() => setExtraTime(practiceStorage.readExtraTime()), [])

  const begin = (loaded: Loaded) => {
    const seed = newShuffleSeed()
    shuffleSeed.current = seed
    setRun({ ...loaded, questions: loaded.questions.map((q) => presentOptions(q, seed)) })
    setStarted('running')
    startedAt.current = Date.now()
  }
  // Waiting: for the generated questions (or the loader's, when the page did not know yet what to load).
  const generated = generator.state === 'idle' ? generator.data : undefined
  useEffect(() => {
    if (started !== 'waiting') return
    if (!generate && loaded) begin(loaded)
    if (generate && generated) {
      const fallback = loaded && { ...loaded, fellBack: rules.sections.map((s) => s.name) }
      const next = generated.ok && generated.intent === 'generate' ? generated.loaded : fallback
      if (next) begin(next)
    }
  }, [started, generate, generated, loaded, rules.sections])

  function start() {
    if (session) {
      clientId.current = newClientId()
      store.startPractice(clientId.current, session)
    }
    if (generate) generator.submit({ intent: 'generate', level: generate.level } satisfies PracticeRequest, post)
    if (!generate && loaded) begin(loaded)
    else setStarted('waiting')
  }

  async function finish(questions: PracticeQuestion[], state: Pick<EngineState, 'answers' | 'spent'>) {
    setStarted('saving')
    const { answers } = state
    const summary = summarize(questions, answers)
    const totalTime = elapsedSeconds(startedAt.current, Date.now())
    const records = answerRecords(questions, state, shuffleSeed.current)
    const date = new Date()
    const where: SavedWhere =
      session && clientId.current
        ? await store.finishPractice({ clientId: clientId.current, session, summary, totalTime, records, date })
        : 'none'
    const finished: FinishedTest = { questions, answers, summary, totalTime, saved: where }
    setResult(finished)
    setStarted('done')
    onFinished(finished)
  }

  const stage: Stage = started === 'no' ? (loaded ? 'ready' : 'loading') : started
  return {
    rules,
    /** Where this student's results are kept (what the page says about it). */
    keptIn: store.kind,
    stage,
    /** Before Start the loader's questions (what the intro counts), after it the ones that run. */
    loaded: run ?? loaded,
    generates: Boolean(generate),
    extraTime,
    setExtraTime,
    start,
    /** Stop waiting for generation: start with the loader's bank questions. */
    startNow: () => loaded && begin({ ...loaded, fellBack: rules.sections.map((s) => s.name) }),
    retry: () => revalidator.revalidate(),
    finish,
    result,
    /** The running attempt's seed: the order of its options and of its set items' lists (decisions 054, 105). */
    shuffleSeed: shuffleSeed.current,
  }
}

export type PracticeFlow = ReturnType<typeof usePracticeFlow>
