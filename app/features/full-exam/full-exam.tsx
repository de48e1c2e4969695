import { Button } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { Link } from '~/components/ui/link.tsx'
import { Notice } from '~/components/ui/notice.tsx'
import { LoadFailedNotice } from '~/components/ui/retry-button.tsx'
import { TableHead } from '~/components/ui/table.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { useStoreKind } from '~/utils/store-kind.ts'
import { useHeadingFocus } from '~/utils/use-heading-focus.ts'
import { partLabel } from './part-label.ts'
import { clock } from './timer.tsx'
import { useExamScreens } from './use-exam-screens.ts'
import { useFullExam, type FullExamData } from './use-full-exam.ts'
import { BLUEPRINTS, missingInSitting, partQuestionCount, type Shortfall } from '#domain/exam/full-length/index.ts'

export function FullExam({ data, shortfalls }: { data: FullExamData; shortfalls: Shortfall[] }) {
  const { t } = useTranslation(['fullExam', 'common'])
  const flow = useFullExam(data)
  const { blueprint, state, part } = flow
  const screens = useExamScreens()
  const title = t('title', { exam: t(`exams.${data.exam}`) })
  // Each new screen (a part starts, a part ends, the break, the results) takes focus to its heading.
  const screen = state && screens ? `${state.phase}-${state.partIndex}` : null
  const bodyRef = useHeadingFocus<HTMLDivElement>(screen)
  // Not one question in the form (the bank has none for this exam): there is nothing to start.
  const formEmpty = Object.values(data.form.parts).every((lists) => Object.values(lists).every((ids) => !ids.length))

  let body
  // Until the stored attempt and the exam's screens are read (after hydration), the exam's introduction: a first
  // visit's first paint already shows it (the page's largest content), and the start card takes the loading line's
  // place below it. A resumed sitting past its first part waits for the rest of the form's items too.
  if (!state || !screens || !flow.itemsReady)
    body = (
      <div className="flex flex-col gap-5">
        <Intro data={data} shortfalls={shortfalls} formEmpty={formEmpty} />
        {flow.itemsFailed ? (
          <LoadFailedNotice message={t('itemsFailed')} testId="full-exam-items" />
        ) : (
          <p role="status">{t('loading')}</p>
        )}
      </div>
    )
  else if (state.phase === 'part' && part)
    body = <screens.ExamScreen flow={flow} partLabel={partLabel(t, blueprint, part)} />
  else if (state.phase === 'finished' && flow.estimate)
    body = <screens.FullExamResults flow={flow} exam={data.exam} formNumber={data.formNumber} />
  else if (state.phase === 'break')
    body = (
      <Card className="flex flex-col gap-3" data-testid="full-exam-break">
        <h2 className="text-xl font-semibold">{t('break.title')}</h2>
        <p role="timer" className="font-mono text-2xl" data-testid="full-exam-break-timer">
          {clock(flow.secondsLeft)}
        </p>
        <p>{t('break.text')}</p>
        <Button className="self-start" onClick={flow.skipBreak} data-testid="full-exam-skip-break">
          {t('break.resume')}
        </Button>
      </Card>
    )
  else if (part) {
    const first = state.partIndex === 0 && state.closed.length === 0
    const count = flow.upcoming.length
    body = (
      <div className="flex flex-col gap-5">
        {first ? <Intro data={data} shortfalls={shortfalls} formEmpty={formEmpty} /> : null}
        {formEmpty ? null : (
          <Card className="flex flex-col gap-3" data-testid="full-exam-next-part">
            <h2 className="text-xl font-semibold">
              {t(first ? 'intro.firstPart' : 'between.nextPart', { part: partLabel(t, blueprint, part) })}
            </h2>
            {count ? (
              <p data-testid="full-exam-part-facts">{t('intro.partFacts', { count, time: clock(part.seconds) })}</p>
            ) : (
              <Notice data-testid="full-exam-empty-part">{t('between.emptyPart')}</Notice>
            )}
            {!first ? <p className="text-ink-muted">{t('between.closed')}</p> : null}
            {count ? (
              <Button className="self-start" onClick={flow.start} data-testid="full-exam-start">
                {t(first ? 'intro.start' : 'between.start')}
              </Button>
            ) : (
              <Button className="self-start" variant="secondary" onClick={flow.skipPart} data-testid="full-exam-skip">
                {t('between.skip')}
              </Button>
            )}
          </Card>
        )}
      </div>
    )
  }

  return (
    <main id="main" className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8" data-testid="full-exam">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
        <Link to={blueprint.practicePath} className="text-brand underline">
          {t('backToPractice')}
        </Link>
      </div>
      <div ref={bodyRef} className="flex flex-col gap-6">
        {body}
      </div>
    </main>
  )
}

function Intro({ data, shortfalls, formEmpty }: { data: FullExamData; shortfalls: Shortfall[]; formEmpty: boolean }) {
  const { t } = useTranslation(['fullExam', 'common'])
  const kind = useStoreKind()
  const blueprint = BLUEPRINTS[data.exam]
  const other = data.formNumber === 1 ? 2 : 1
  return (
    <section className="flex flex-col gap-4" aria-labelledby="full-exam-structure" data-testid="full-exam-intro">
      <p>{t(`intro.about.${data.exam}`)}</p>
      <h2 id="full-exam-structure" className="text-xl font-semibold">
        {t('intro.structure', { form: data.formNumber })}
      </h2>
      <table className="w-full border-collapse text-sm">
        <TableHead
          columns={[t('intro.part'), t('intro.questions'), t('intro.time'), t('intro.after')]}
          rowClassName="text-left"
          cellClassName="border-b border-line py-1"
        />
        <tbody>
          {blueprint.parts.map((p) => (
            <tr key={p.id} data-testid="full-exam-structure-row">
              <td className="py-1">
                {partLabel(t, blueprint, p)}
                {p.adaptive ? <span className="block text-ink-muted">{t('intro.adaptive')}</span> : null}
                {p.tools.includes('calculator') ? (
                  <span className="block text-ink-muted">{t('intro.calculator')}</span>
                ) : null}
                {p.omitted ? <span className="block text-ink-muted">{t(`intro.omitted.${p.omitted}`)}</span> : null}
              </td>
              <td className="py-1">{partQuestionCount(p)}</td>
              <td className="py-1">{t('intro.minutes', { count: p.seconds / 60 })}</td>
              <td className="py-1">
                {p.breakAfter === null
                  ? t('intro.pause')
                  : p.breakAfter > 0
                    ? t('intro.break', { count: p.breakAfter / 60 })
                    : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {formEmpty ? (
        <Notice data-testid="full-exam-shortfall">{t('intro.emptyForm')}</Notice>
      ) : shortfalls.length ? (
        <Notice data-testid="full-exam-shortfall">
          {t('intro.shortfall', { count: missingInSitting(shortfalls) })}
        </Notice>
      ) : null}
      <p className="text-ink-muted">{t(kind === 'account' ? 'intro.savedServer' : 'intro.savedBrowser')}</p>
      <p>
        <Link to={`?form=${other}`} className="text-brand underline" data-testid="full-exam-other-form">
          {t('intro.otherForm', { form: other })}
        </Link>
      </p>
    </section>
  )
}
