import { useEffect, useState } from 'react'
import { whenIdle } from '~/utils/when-idle.ts'

/** The question screen (inputs, timer, tools) and the results: needed only once an attempt is read or started. */
const loadExamScreens = () =>
  Promise.all([import('./exam-screen.tsx'), import('./results.tsx')]).then(([screen, results]) => ({
    ExamScreen: screen.ExamScreen,
    FullExamResults: results.FullExamResults,
  }))

type ExamScreens = Awaited<ReturnType<typeof loadExamScreens>>

/**
 * The exam's screens, fetched once the browser is idle after hydration, while the introduction is read, rather than
 * with the route (decisions 122, 162); null until they are there. Held in state rather than behind `React.lazy`: a
 * lazy component suspends on its first render even when its module is loaded, and the fallback would take the new screen's heading
 * focus. A failed fetch goes to the route's error boundary.
 */
export function useExamScreens(): ExamScreens | null {
  const [screens, setScreens] = useState<ExamScreens | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  useEffect(() => {
    let live = true
    const cancel = whenIdle(
      () =>
        void loadExamScreens().then(
          (loaded) => live && setScreens(loaded),
          (error: unknown) => live && setFailure(error ?? new Error('The exam screens did not load')),
        ),
    )
    return () => {
      live = false
      cancel()
    }
  }, [])
  if (failure) throw failure
  return screens
}
