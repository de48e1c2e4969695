import type { TutorMessage } from '../../../../openapi/types.ts'
import { stripMarkup } from '../maths/notation.ts'
import { solveMaths, type MathKind, type MathSolved } from '../maths/solve.ts'
import { say, type TutorTexts } from '../texts.ts'
import { addSolution, clip, type OfflineReply, type Reply } from './reply.ts'

/**
 * Follow-ups that only make sense with the conversation so far: "explain step 2", "why?" or "I don't get it"
 * after a solved problem, "a simpler example" / "another example" after a problem or a method. The earlier
 * problem is solved again from the student's own message in the history (the tutor's replies are not trusted as
 * data), so every step and example shown is checked like any other answer.
 */

type MethodKey = keyof TutorTexts['methods']
type ExampleKind = keyof TutorTexts['followUp']['examples']

export const METHODS: [Exclude<MethodKey, 'intro'>, RegExp][] = [
  ['quadratic', /delt|discriminant|дискримінант|wyróżnik|wyroznik|quadratic|квадратн\S* рівнян|kwadratow/i],
  ['system', /system of (?:two )?(?:linear )?equations|систем\S* рівнян|układ\S* równa|uklad\S* rowna/i],
  ['linear', /linear equation|лінійн\S* рівнян|równani\S* liniow|rownani\S* liniow/i],
  ['percent', /percent|відсот|procent/i],
  ['derivative', /derivative|похідн|pochodn/i],
  ['pythagoras', /pythag|піфагор|pitagor/i],
  ['sequence', /sequence|progression|прогрес|ciąg|ciag/i],
]

// Which step a message names ("the second step", "krok 3"): reading a slot, the classifier has told the intent.
const ORDINALS: [RegExp, number][] = [
  [/first|перш|pierwsz/i, 1],
  [/second|друг|drug/i, 2],
  [/third|трет|trzeci/i, 3],
  [/fourth|четверт|czwart/i, 4],
  [/fifth|п['’ʼ]?ят|piąt|piat/i, 5],
]
const STEP_WORD = /\b(?:step|steps)\b|крок|krok/i
const STEP_NUMBER =
  /(?:step|крок\S*|krok\S*)\s*(?:№|#|nr\.?|number\s*)?\s*(\d+)|(\d+)\s*(?:st|nd|rd|th|-?(?:й|ий|ій|гий))?\s*(?:step|крок|krok)/i
/** The method a kind of problem rests on (its rule, as the methods texts state it). */
const METHOD_OF: Partial<Record<MathKind, Exclude<MethodKey, 'intro'>>> = {
  linear: 'linear',
  inequality: 'linear',
  quadratic: 'quadratic',
  system: 'system',
  percent: 'percent',
  derivative: 'derivative',
  sequence: 'sequence',
}
/** The kind of example a method question asks for. */
const EXAMPLE_OF_METHOD: Record<Exclude<MethodKey, 'intro'>, ExampleKind> = {
  quadratic: 'quadratic',
  system: 'system',
  linear: 'linear',
  percent: 'percent',
  derivative: 'derivative',
  pythagoras: 'geometry',
  sequence: 'sequence',
}

interface Earlier {
  message: string
  solved?: MathSolved
  method?: Exclude<MethodKey, 'intro'>
}

/** The student's latest problem or method question among their last three messages. */
function earlier(r: Reply, history: TutorMessage[]): Earlier | undefined {
  const asked = history
    .filter((m) => m.role === 'user')
    .slice(-3)
    .reverse()
  for (const m of asked) {
    const message = stripMarkup(m.content).slice(0, 4000)
    const solved = solveMaths(message, r.language, r.t)
    if (solved?.status === 'solved') return { message, solved }
    const method = METHODS.find(([, re]) => re.test(message))?.[0]
    if (method) return { message, method }
  }
  return undefined
}

export function stepAsked(message: string): number | undefined {
  const m = message.match(STEP_NUMBER)
  if (m) return Number(m[1] ?? m[2])
  if (!STEP_WORD.test(message)) return undefined
  return ORDINALS.find(([re]) => re.test(message))?.[1]
}

const problemText = (message: string) => clip(message, 160)

function ruleOf(r: Reply, kind: MathKind): string {
  const method = METHOD_OF[kind]
  return method ? r.t.methods[method] : r.t.followUp.ruleGeneric
}

/**
 * "Another example" after a method question (no problem to vary): the method's own examples, solved and checked.
 */
export function methodExampleReply(r: Reply, history: TutorMessage[]): OfflineReply | undefined {
  const before = earlier(r, history)
  if (!before) return undefined
  const t = r.t
  {
    const kind: ExampleKind | undefined = before.solved
      ? (before.solved.kind as ExampleKind)
      : before.method
        ? EXAMPLE_OF_METHOD[before.method]
        : undefined
    const examples: string[] = kind ? (t.followUp.examples[kind] ?? []) : []
    const seen = before.message.replace(/\s+/g, '').toLowerCase()
    for (const example of examples) {
      if (example.replace(/\s+/g, '').toLowerCase() === seen) continue
      const solved = solveMaths(example, r.language, t)
      if (solved?.status !== 'solved') continue
      r.add(say(t, 'followUp', 'anotherIntro', { problem: example }))
      addSolution(r, solved)
      r.add(t.followUp.tryOne)
      return r.done('follow-up', false, solved)
    }
    return undefined
  }
}

/** "Explain step 2", "why?" after a solved problem or a method; undefined when there is nothing earlier to explain. */
export function explainStepReply(r: Reply, history: TutorMessage[], message: string): OfflineReply | undefined {
  const before = earlier(r, history)
  if (!before) return undefined
  const t = r.t
  const step = stepAsked(message)
  const solved = before.solved
  if (!solved) {
    // "why?" after a method: the method's rule again, with its worked example.
    if (!before.method || step !== undefined) return undefined
    r.add(`${t.methods.intro}\n${t.methods[before.method]}`)
    return r.done('follow-up', false)
  }
  if (step !== undefined) {
    if (step < 1 || step > solved.steps.length) {
      r.add(say(t, 'followUp', 'stepMissing', { count: solved.steps.length }))
      r.add(solved.steps.map((s, i) => `${i + 1}. ${s}`).join('\n'))
      return r.done('follow-up', false)
    }
    r.add(say(t, 'followUp', 'stepIntro', { n: step, problem: problemText(before.message) }))
    r.add(`${step}. ${solved.steps[step - 1]}`)
    r.add(`${t.followUp.stepRule}\n${ruleOf(r, solved.kind)}`)
    if (step < solved.steps.length) r.add(say(t, 'followUp', 'stepNext', { next: solved.steps[step] }))
    r.add(say(t, 'maths', 'answer', { answer: solved.answer }))
    return r.done('follow-up', false, solved)
  }
  r.add(say(t, 'followUp', 'whyIntro', { problem: problemText(before.message) }))
  r.add(solved.steps.map((s, i) => `${i + 1}. ${s}`).join('\n'))
  r.add(`${t.followUp.stepRule}\n${ruleOf(r, solved.kind)}`)
  r.add(say(t, 'followUp', 'whyCheck', { answer: solved.answer, check: solved.check }))
  return r.done('follow-up', false, solved)
}
