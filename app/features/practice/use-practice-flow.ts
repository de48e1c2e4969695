import { useFetcher, useRevalidator } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useToast } from '~/components/ui/toast.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { appendVisitorAnswers } from '~/utils/answer-history.ts'
import type { Loaded } from '~/utils/load-questions.ts'
import { practiceStorage } from '~/utils/practice-storage.ts'
import type { PracticeReply, PracticeRequest } from '~/utils/practice.server.ts'
import type { EngineState } from '#api/domain/exam/engine.ts'
import type { FlowRules } from '#api/domain/exam/exams.ts'
import {
  answerRecords,
  elapsedSeconds,
  localProgressEntry,
  sessionNumbers,
  summarize,
  type FinishedTest,
  type PracticeQuestion,
} from '#api/domain/exam/tally.ts'
import type { CountryCode } from '#openapi/types.ts'

type SavedWhere = FinishedTest['saved']
export interface SessionInfo {
  examType: string
  countryCode: CountryCode
  province: string | null
  /** The test's subjects (the server session keeps the first 3). */
  subjects: readonly string[]
}
type Stage = 'loading' | 'ready' | 'waiting' | 'running' | 'saving' | 'done'
type Action = () => Promise<PracticeReply>
const post = { method: 'post', encType: 'application/json' } as const

/**
 * A practice flow around the engine. The questions come from the route's loader (`loaded`); Start opens the
 * server session for a signed-in student through the route's action and, for SAT and Matura (`generate`), asks
 * the action to generate the questions (the loader's bank questions stand by: "start now" takes them at once).
 * Finishing records the result and the answers (the server session, or this browser for a visitor), keeps it as
 * `result` and hands it to `onFinished`.
 */
export function usePracticeFlow({
  rules,
  loaded,
  signedIn,
  session,
  generate,
  onFinished,
}: {
  rules: FlowRules
  /** The loader's questions; null while the page does not know yet what to load (a browser-only choice). */
  loaded: Loaded | null
  signedIn: boolean
  session: SessionInfo | null
  generate?: { level: string | null }
  onFinished: (finished: FinishedTest) => void
}) {
  const { t } = useTranslation(['practice', 'common'])
  const toast = useToast()
  const revalidator = useRevalidator()
  const starter = useFetcher<Action>()
  const generator = useFetcher<Action>()
  const finisher = useFetcher<Action>()
  const [started, setStarted] = useState<'no' | 'waiting' | 'running' | 'saving' | 'done'>('no')
  const [run, setRun] = useState<Loaded | null>(null)
  const [result, setResult] = useState<FinishedTest | null>(null)
  const [extraTime, setExtraTime] = useState(false)
  const startedAt = useRef(0)
  const saved = useRef<((where: SavedWhere) => void) | null>(null)

  useEffect(() => setExtraTime(practiceStorage.readExtraTime()), [])

  const begin = (questions: Loaded) => {
    setRun(questions)
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

  const startReply = starter.data
  useEffect(() => {
    if (!startReply || startReply.ok) return
    toast({ title: t('common:states.error'), description: t('generic.startError'), variant: 'error' })
    console.warn(`Failed to start practice session: ${startReply.error}`)
  }, [startReply, toast, t])

  const finishReply = finisher.state === 'idle' ? finisher.data : undefined
  useEffect(() => {
    if (!finishReply || !saved.current) return
    if (!finishReply.ok) console.warn(`Progress won't be saved to database (${finishReply.error})`)
    saved.current(finishReply.ok ? 'server' : 'none')
    saved.current = null
  }, [finishReply])

  function start() {
    if (session && signedIn) {
      starter.submit({ intent: 'start', ...session, subjects: [...session.subjects] } satisfies PracticeRequest, post)
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
    const records = answerRecords(questions, state)
    const sessionId = startReply?.ok && startReply.intent === 'start' ? startReply.sessionId : null
    let where: SavedWhere = 'none'
    if (sessionId) {
      const body: PracticeRequest = {
        intent: 'finish',
        sessionId,
        ...sessionNumbers(summary, totalTime),
        answers: records,
      }
      where = await new Promise<SavedWhere>((resolve) => {
        saved.current = resolve
        finisher.submit(body, post)
      })
    } else if (signedIn) console.warn("Progress won't be saved to database (no practice session)")
    else if (session) {
      try {
        const date = new Date()
        const { examType: testType, province } = session
        practiceStorage.appendLocalProgress(localProgressEntry(summary, { testType, province, date, totalTime }))
        appendVisitorAnswers(records, date)
        where = 'local'
      } catch (error) {
        console.warn('The result could not be kept in this browser', error)
      }
    }
    const finished: FinishedTest = { questions, answers, summary, totalTime, saved: where }
    setResult(finished)
    setStarted('done')
    onFinished(finished)
  }

  const stage: Stage = started === 'no' ? (loaded ? 'ready' : 'loading') : started
  return {
    rules,
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
  }
}

export type PracticeFlow = ReturnType<typeof usePracticeFlow>
