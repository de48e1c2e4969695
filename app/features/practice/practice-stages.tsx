import type { ReactNode } from 'react'
import { Notice } from '~/components/practice/results/result-parts.tsx'
import { Button } from '~/components/ui/button.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import type { PracticeAsk } from './ask.ts'
import { PracticeTest } from './practice-test.tsx'
import { WaitingCard } from './status.tsx'
import { FLOW_TEXTS } from './texts.ts'
import type { Finished, PracticeFlow } from './use-practice-flow.ts'

/**
 * The stages every flow goes through, around its own intro and end screen: intro (with the loading state and
 * the counts of what will run) → waiting (Start pressed before the questions arrived: "start now") → the test
 * (with the demo notice when the built-in set stands in) → saving → the flow's end.
 */
export function PracticeStages({
  flow,
  intro,
  ask,
  onFinished,
  done,
}: {
  flow: PracticeFlow
  intro: ReactNode
  ask?: PracticeAsk
  onFinished: (finished: Finished) => void
  done?: ReactNode
}) {
  const texts = FLOW_TEXTS[flow.rules.flow]
  const { t } = useTranslation([texts.ns, 'practice'])
  const questions = flow.loaded?.questions ?? []
  if (flow.stage === 'loading' || flow.stage === 'ready') return <>{intro}</>
  if (flow.stage === 'waiting')
    return (
      <div className="flex flex-col items-start gap-3">
        <WaitingCard text={t(texts.loading, { section: '' })} testId="generating" />
        <Button variant="secondary" onClick={flow.startNow} data-testid="start-now">
          {t(flow.generates ? 'practice:kit.startWithBank' : 'practice:kit.startNow')}
        </Button>
      </div>
    )
  if (flow.stage === 'saving') return <WaitingCard text={t(texts.saving)} testId="saving" />
  if (flow.stage === 'done') return <>{done ?? <WaitingCard text={t(texts.saving)} testId="saving" />}</>
  return (
    <>
      {flow.loaded?.demo ? <DemoNotice count={questions.length} /> : null}
      {flow.loaded && !flow.loaded.demo && flow.loaded.fellBack.length > 0 ? (
        <Notice tone="warning" role="status" data-testid="fallback-notice">
          {t('practice:kit.fallbackNotice', { count: questions.length })}
        </Notice>
      ) : null}
      <PracticeTest
        rules={flow.rules}
        questions={questions}
        extraTime={flow.extraTime}
        ask={ask}
        onFinish={(state) => void flow.finish(questions, state).then(onFinished)}
      />
    </>
  )
}

/** The built-in set stands in: said everywhere, with the number of questions that will run. */
export function DemoNotice({ count }: { count: number }) {
  const { t } = useTranslation('practice')
  return (
    <Notice tone="warning" role="status" data-testid="demo-notice">
      {t('kit.demoNotice', { count })}
    </Notice>
  )
}

/** Intro status: loading, or the counts of what will run (and the demo notice). */
export function ReadyLine({ flow }: { flow: PracticeFlow }) {
  const { t } = useTranslation('practice')
  if (!flow.loaded)
    return (
      <p className="text-sm text-ink-muted" role="status" data-testid="intro-loading">
        {t('kit.preparing')}
      </p>
    )
  if (flow.loaded.demo) return <DemoNotice count={flow.loaded.questions.length} />
  return (
    <p className="text-sm text-ink-muted" role="status" data-testid="intro-ready">
      {t(flow.generates ? 'kit.generateReady' : 'kit.ready', { count: flow.loaded.questions.length })}
    </p>
  )
}

/** The intro's three figures (questions, subjects, minutes). */
export function InfoTiles({ tiles }: { tiles: { value: number; label: string }[] }) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:gap-3">
      {tiles.map((tile) => (
        <li key={tile.label} className="rounded-lg border border-line bg-canvas p-2 sm:p-3">
          <span className="block text-xl font-bold sm:text-2xl">{tile.value}</span>
          <span className="text-xs text-ink-muted sm:text-sm">{tile.label}</span>
        </li>
      ))}
    </ul>
  )
}
