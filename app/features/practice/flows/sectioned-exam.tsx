import { useEffect, useState } from 'react'
import { Card } from '~/components/ui/card.tsx'
import { useNavigate } from '~/components/ui/link.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { subjectName } from '~/utils/names.ts'
import { useQuestions } from '~/utils/practice-questions.ts'
import { readLocal } from '~/utils/storage.ts'
import { PracticeMain, type PracticePageProps } from '../practice-route.tsx'
import { PracticeStages, ReadyLine, StartRow } from '../practice-stages.tsx'
import { usePracticeFlow } from '../use-practice-flow.ts'
import { FLOWS, MATURA_LEVELS, maturaExamType, maturaLevelOf, type MaturaLevelName } from '#domain/exam/exams.ts'
import { maturaResultsHref, satResultsHref } from '#domain/exam/links.ts'
import { EXAMS } from '#domain/exam/registry.ts'
import type { ExamTypeName } from '#openapi/types.ts'

/**
 * /sat-practice and /matura-practice: the same screens (spec section 2), the Matura intro adding the level.
 * Intro (sections, what is ready) → the test → the session saved → the results page.
 */
export function SectionedExam(props: PracticePageProps & { exam: 'sat' | 'matura' }) {
  const { exam } = props
  const rules = FLOWS[exam]
  const { t } = useTranslation([exam, 'common'])
  const { t: tp } = useTranslation('practice')
  const navigate = useNavigate()
  // Matura: the loader gives Basic questions; another level (the one chosen on /select-country is the default)
  // loads through the same loader with ?level=..
  const questions = useQuestions(props.loaded)
  const [level, setLevelState] = useState<MaturaLevelName>('Basic')
  const setLevel = (l: MaturaLevelName) => {
    setLevelState(l)
    questions.load([['level', l]])
  }
  useEffect(() => {
    const chosen = maturaLevelOf(readLocal('selectedTestData'))
    if (exam === 'matura' && chosen !== 'Basic') setLevel(chosen)
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [exam])
  const examType: ExamTypeName = exam === 'sat' ? 'SAT' : maturaExamType(level)
  const subjects = rules.sections.map((s) => s.name)
  const flow = usePracticeFlow({
    rules,
    loaded: questions.loaded,
    session: { examType, countryCode: EXAMS[examType].countryCode, province: null, subjects },
    generate: { level: exam === 'matura' ? level : null },
    onFinished: ({ summary }) => navigate(exam === 'sat' ? satResultsHref(summary) : maturaResultsHref(summary, level)),
  })

  // SAT has sections, Matura subjects: the same screen with its own words and test ids.
  const part = exam === 'sat' ? 'section' : 'subject'
  const intro = (
    <section className="flex flex-col gap-5" aria-labelledby={`${exam}-sections`}>
      <p className="text-ink-muted">{t('intro.subtitle')}</p>
      {exam === 'matura' ? <LevelChoice level={level} onChange={setLevel} /> : null}
      <h2 id={`${exam}-sections`} className="text-xl font-semibold">
        {t(`intro.${part}sTitle`)}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {rules.sections.map((s) => (
          <Card as="li" key={s.name} className="flex flex-col gap-2" data-testid={`${exam}-${part}`}>
            <h3 className="font-semibold">{subjectName(t, s.name)}</h3>
            <p className="text-sm text-ink-muted">
              {t(`intro.${part}Facts`, { minutes: s.minutes, questions: s.questions })}
            </p>
          </Card>
        ))}
      </ul>
      {flow.loaded?.demo ? null : (
        <p>
          {t('intro.practiceNote', { perSection: rules.perSection, minutes: (rules.timer.seconds as number) / 60 })}
        </p>
      )}
      <ReadyLine flow={flow} />
      <StartRow flow={flow} label={t('intro.start')} testId="start-button" />
    </section>
  )

  return (
    <PracticeMain testId={`${exam}-practice`} title={t('title')}>
      <PracticeStages
        flow={flow}
        intro={intro}
        // The question and the student's words only; a failure gets the practice chat's apology.
        ask={() => ({ failure: tp('generic.chatError') })}
      />
    </PracticeMain>
  )
}

/** The Matura level: native radio buttons (the arrow keys move between them), each with its hint. */
function LevelChoice({ level, onChange }: { level: MaturaLevelName; onChange: (l: MaturaLevelName) => void }) {
  const { t } = useTranslation('matura')
  return (
    <fieldset className="flex flex-col gap-2" data-testid="level-choice">
      <legend className="mb-2 text-xl font-semibold">{t('intro.levelTitle')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {MATURA_LEVELS.map((l) => (
          <label
            key={l}
            data-testid={`level-${l}`}
            data-state={l === level ? 'checked' : 'unchecked'}
            className="card grid min-h-touch cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand data-[state=checked]:border-brand data-[state=checked]:ring-2 data-[state=checked]:ring-brand"
          >
            <input
              type="radio"
              name="matura-level"
              value={l}
              checked={l === level}
              onChange={() => onChange(l)}
              className="mt-1 size-5 shrink-0 accent-brand"
            />
            <span className="font-semibold">{t(`levels.${l}`)}</span>
            <span className="col-start-2 text-sm text-ink-muted">{t(`intro.levelHint.${l}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
