import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { Link } from '~/components/ui/link.tsx'
import { Notice } from '~/components/ui/notice.tsx'
import { WaitingCard } from '~/components/ui/waiting-card.tsx'
import { useTranslation, type TFunction } from '~/i18n/react.tsx'
import { subjectName } from '~/utils/names.ts'
import { practiceStorage } from '~/utils/practice-storage.ts'
import type { PracticeAsk } from './ask-ai-dialog.tsx'
import { flowTexts } from './texts.ts'
import type { PracticeFlow } from './use-practice-flow.ts'
import type { FinishedTest } from '#domain/exam/tally.ts'

// The question screen (engine, countdown, radio options, review list, the chat) is needed only after Start: it is
// fetched while the intro is read, not with the route (issue 15).
const loadTest = () => import('./practice-test.tsx')
const PracticeTest = lazy(() => loadTest().then((m) => ({ default: m.PracticeTest })))

/**
 * The stages every flow goes through, around its own intro and end screen: intro (with the loading state and
 * the counts of what will run) → waiting (Start pressed before the questions arrived: "start now") → the test
 * (with the demo notice when the built-in set stands in) → saving → the flow's end.
 */
export function PracticeStages({
  flow,
  intro,
  ask,
  done,
}: {
  flow: PracticeFlow
  intro: ReactNode
  ask?: PracticeAsk
  /** The flow's end screen for the finished test (without one, the saving card stays until the flow moves on). */
  done?: (finished: FinishedTest) => ReactNode
}) {
  const { key } = flowTexts(flow.rules.flow)
  const { t } = useTranslation('practice')
  useEffect(() => void loadTest(), [])
  const questions = flow.loaded?.questions ?? []
  const saving = <WaitingCard text={t(key('saving'))} testId="saving" />
  if (flow.stage === 'loading' || flow.stage === 'ready') return <>{intro}</>
  if (flow.stage === 'waiting')
    return (
      <div className="flex flex-col items-start gap-3">
        <WaitingCard text={t(key('loading'))} testId="generating" />
        <Button variant="secondary" onClick={flow.startNow} data-testid="start-now">
          {t(flow.generates ? 'practice:kit.startWithBank' : 'practice:kit.startNow')}
        </Button>
      </div>
    )
  if (flow.stage === 'saving') return saving
  if (flow.stage === 'done') return <>{(flow.result && done?.(flow.result)) ?? saving}</>
  return (
    <>
      {flow.loaded?.demo ? demoNotice(t, questions.length) : null}
      {flow.loaded && !flow.loaded.demo && flow.loaded.fellBack.length > 0 ? (
        <Notice data-testid="fallback-notice">{t('practice:kit.fallbackNotice', { count: questions.length })}</Notice>
      ) : null}
      <Suspense fallback={<WaitingCard text={t(key('loading'))} />}>
        <PracticeTest flow={flow} ask={ask} />
      </Suspense>
    </>
  )
}

/** The built-in set stands in: said everywhere, with the number of questions that will run. */
const demoNotice = (t: TFunction, count: number) => (
  <Notice data-testid="demo-notice">{t('practice:kit.demoNotice', { count })}</Notice>
)

/** Intro status: loading, or the counts of what will run (or the demo notice). */
export function ReadyLine({ flow }: { flow: PracticeFlow }) {
  const { t } = useTranslation('practice')
  const count = flow.loaded?.questions.length ?? 0
  if (flow.loaded?.demo) return demoNotice(t, count)
  return (
    <p className="text-sm text-ink-muted" role="status" data-testid={flow.loaded ? 'intro-ready' : 'intro-loading'}>
      {flow.loaded ? t(flow.generates ? 'kit.generateReady' : 'kit.ready', { count }) : t('kit.preparing')}
    </p>
  )
}

/**
 * The end of every intro: extra time (× 1.5, chosen before a test starts and remembered in this browser), Start
 * and, where the flow has one, the way back to the test choice.
 */
export function StartRow({ flow, ...props }: { flow: PracticeFlow; label: string; testId: string; back?: string }) {
  const { t } = useTranslation('practice')
  return (
    <>
      <label className="grid min-h-touch grid-cols-[auto_1fr] items-center gap-x-3">
        <input
          type="checkbox"
          className="size-5"
          checked={flow.extraTime}
          onChange={(e) => {
            practiceStorage.writeExtraTime(e.target.checked)
            flow.setExtraTime(e.target.checked)
          }}
          data-testid="extra-time"
        />
        <span className="font-medium">{t('kit.extraTime')}</span>
        <span className="col-start-2 text-sm text-ink-muted">{t('kit.extraTimeHint')}</span>
      </label>
      <div className="flex flex-wrap gap-2">
        <Button className={props.back ? undefined : 'px-8'} onClick={flow.start} data-testid={props.testId}>
          {props.label}
        </Button>
        {props.back ? (
          <Link to="/select-country" className={buttonVariants({ variant: 'secondary' })}>
            {props.back}
          </Link>
        ) : null}
      </div>
    </>
  )
}

/**
 * The intro card of the generic test and the NMT mock: kicker, title, text, the three figures (questions,
 * subjects, minutes), the subjects, what the flow adds (`children`) and Start.
 */
export function IntroCard(props: {
  flow: PracticeFlow
  kind: 'generic' | 'nmt'
  title: string
  minutes: number
  children?: ReactNode
}) {
  const { flow, kind } = props
  // The ids the browser tests know, and the key of the way back.
  const [id, back] = kind === 'generic' ? ['practice', 'generic.exit'] : ['nmt', 'nmt.back']
  const { t } = useTranslation(['practice', 'common'])
  const questions = flow.loaded?.questions ?? []
  const sections = [...new Set(questions.map((q) => q.section))]
  const tiles = [
    { value: questions.length, label: t(`${kind}.infoQuestions`, { count: questions.length }) },
    {
      value: sections.length,
      label: t(kind === 'nmt' ? 'nmt.infoSections' : 'generic.infoSubjects', { count: sections.length }),
    },
    { value: Math.round(props.minutes * 10) / 10, label: t(`${kind}.infoMinutes`, { count: props.minutes }) },
  ]
  return (
    <Card as="section" className="flex flex-col gap-5" aria-labelledby={`${id}-title`} data-testid={`${id}-intro`}>
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand">{t(`${kind}.kicker`)}</p>
        <h1 id={`${id}-title`} className="mt-1 text-2xl font-bold md:text-3xl">
          {props.title}
        </h1>
      </div>
      <p className="text-ink-muted">{t(`${kind}.introText`)}</p>
      {flow.loaded ? (
        <ul className="grid grid-cols-3 gap-2 sm:gap-3">
          {tiles.map((tile) => (
            <li key={tile.label} className="rounded-lg border border-line bg-canvas p-2 sm:p-3">
              <span className="block text-xl font-bold sm:text-2xl">{tile.value}</span>
              <span className="text-xs text-ink-muted sm:text-sm">{tile.label}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-sm text-ink-muted">{sections.map((s) => subjectName(t, s)).join(' · ')}</p>
      {props.children}
      <StartRow flow={flow} label={t(`${kind}.start`)} testId={`${id}-start`} back={t(back)} />
    </Card>
  )
}
