import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useToast } from '~/components/ui/toast.tsx'
import { practiceStorage } from '~/utils/practice-storage.ts'
import { generateQuestions, listQuestions, saveSession } from './client.ts'
import { startLoading, type LoadPlan, type Loaded } from './load-questions.ts'
import { SESSION_SUBJECTS, type FlowRules } from '#api/domain/exam/exams.ts'
import {
  elapsedSeconds,
  localProgressEntry,
  sessionNumbers,
  summarize,
  type PracticeQuestion,
  type PracticeSummary,
} from '#api/domain/exam/tally.ts'

export type SavedWhere = 'server' | 'local' | 'none'
export interface Finished {
  questions: PracticeQuestion[]
  answers: (string | null)[]
  summary: PracticeSummary
  totalTime: number
  saved: SavedWhere
}

export interface SessionInfo {
  examType: string
  countryCode: 'UA' | 'US' | 'PL' | 'CA'
  province: string | null
}

type Stage = 'loading' | 'ready' | 'waiting' | 'running' | 'saving' | 'done'

/**
 * A practice flow around the engine: questions load as soon as the page knows what to load (every section at
 * once, one deadline, "start now" stops waiting), Start opens the server session for a signed-in student, and
 * finishing records the result — the server session, or this browser's progress for a visitor.
 */
export function usePracticeFlow({
  rules,
  plan,
  signedIn,
  session,
}: {
  rules: FlowRules
  /** What to load; null while the page does not know yet (browser-only choices). A new plan reloads. */
  plan: LoadPlan | null
  signedIn: boolean
  session: SessionInfo | null
}) {
  const { t } = useTranslation(['practice', 'common'])
  const toast = useToast()
  const [stage, setStage] = useState<Stage>('loading')
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [extraTime, setExtraTimeState] = useState(false)
  const stop = useRef<() => void>(() => {})
  const started = useRef<{ at: number; id: Promise<string | null> } | null>(null)
  const planKey = plan ? `${plan.examType}|${plan.sections.join('|')}|${plan.difficulty ?? ''}` : null

  useEffect(() => setExtraTimeState(practiceStorage.readExtraTime()), [])

  const current = useRef(plan)
  current.current = plan
  // Keyed on the plan's values, not its identity: a re-render with an equal plan does not reload.
  const load = useCallback(() => {
    const plan = current.current
    if (!plan || !planKey) return () => {}
    let live = true
    setStage('loading')
    const loading = startLoading(plan, { list: listQuestions, generate: generateQuestions })
    stop.current = loading.stop
    void loading.result.then((result) => {
      if (!live) return
      setLoaded(result)
      setStage((s) => (s === 'waiting' ? 'running' : 'ready'))
      if (started.current) started.current.at = Date.now()
    })
    return () => {
      live = false
      loading.stop()
    }
  }, [planKey])
  useEffect(() => load(), [load])

  function start() {
    if (session && signedIn) {
      const id = saveSession({
        intent: 'start',
        ...session,
        subjects: (plan?.sections ?? []).slice(0, SESSION_SUBJECTS),
      }).then((res) => {
        if (res.ok) return res.sessionId
        toast({ title: t('common:states.error'), description: t('generic.startError'), variant: 'error' })
        console.warn(`Failed to start practice session: ${res.error}`)
        return null
      })
      started.current = { at: Date.now(), id }
    } else started.current = { at: Date.now(), id: Promise.resolve(null) }
    setStage((s) => (s === 'ready' ? 'running' : 'waiting'))
  }

  async function finish(questions: PracticeQuestion[], answers: (string | null)[]): Promise<Finished> {
    setStage('saving')
    const summary = summarize(questions, answers)
    const totalTime = elapsedSeconds(started.current?.at ?? Date.now(), Date.now())
    const sessionId = started.current ? await started.current.id : null
    let saved: SavedWhere = 'none'
    if (sessionId) {
      const res = await saveSession({ intent: 'finish', sessionId, ...sessionNumbers(summary, totalTime) })
      if (res.ok) saved = 'server'
      else console.warn(`Progress won't be saved to database (${res.error})`)
    } else if (signedIn) {
      console.warn("Progress won't be saved to database (no practice session)")
    } else if (session) {
      try {
        practiceStorage.appendLocalProgress(
          localProgressEntry(summary, {
            testType: session.examType,
            province: session.province,
            date: new Date(),
            totalTime,
          }),
        )
        saved = 'local'
      } catch (error) {
        console.warn('The result could not be kept in this browser', error)
      }
    }
    setStage('done')
    return { questions, answers, summary, totalTime, saved }
  }

  return {
    rules,
    stage,
    loaded,
    extraTime,
    setExtraTime: setExtraTimeState,
    start,
    /** Stop waiting: start with what has arrived (the bank stands in for the rest). */
    startNow: () => stop.current(),
    retry: load,
    finish,
  }
}

export type PracticeFlow = ReturnType<typeof usePracticeFlow>
