import { describe, expect, it } from 'vitest'
import type { Language, TutorMessage } from '../../../../openapi/types.ts'
import { loadQuestionBank } from '../../../seed/index.ts'
import type { TutorInput, TutorQuestion } from '../../types.ts'
import { composeTutorReply } from '../compose-node.ts'
import type { Hit, SearchDoc } from '../search.ts'
import { tutorTexts } from '../texts.ts'
import { nodeTutorResources } from '../tutor-node.ts'
import { MIN_COVERAGE, MIN_NOTE_SCORE, MIN_QUESTION_SCORE, relevantHits } from './concept.ts'
import { progressFromContext, questionsPerDay } from './plans.ts'
import { revealsAnswer } from './question.ts'
import { Reply } from './reply.ts'
import { languageValues } from '#openapi/types.ts'

const at = new Date(0).toISOString()
/** A session's history: each of the student's messages and the tutor's real reply to it. */
function history(messages: string[], language: Language): TutorMessage[] {
  const list: TutorMessage[] = []
  for (const content of messages) {
    const reply = composeTutorReply({ message: content, history: [...list], language })
    list.push({ role: 'user', content, timestamp: at }, { role: 'assistant', content: reply.text, timestamp: at })
  }
  return list
}
const ask = (message: string, language: Language, extra: Partial<TutorInput> = {}) =>
  composeTutorReply({ message, history: [], language, ...extra })

describe('follow-ups use the conversation', () => {
  it('"explain step 2" explains step 2 of the last problem, with its rule and the checked answer', () => {
    const reply = ask('explain step 2', 'en', { history: history(['Solve x^2 - 5x + 6 = 0'], 'en') })
    expect(reply.kind).toBe('follow-up')
    expect(reply.text).toMatch(/^Step 2 of the solution of “Solve x\^2 - 5x \+ 6 = 0”/)
    expect(reply.text).toContain('2. The discriminant: D = b² − 4ac')
    expect(reply.text).toContain('Answer: x₁ = 2, x₂ = 3')
    expect(reply.maths?.values).toEqual([2, 3])
  })

  it('a step that does not exist: says how many there are and lists them', () => {
    const reply = ask('explain step 9', 'en', { history: history(['Solve 3x + 5 = 17'], 'en') })
    expect(reply.kind).toBe('follow-up')
    expect(reply.text).toMatch(/has 2 steps/)
  })

  it('"why?" walks through every step and the check; in Polish and Ukrainian too', () => {
    const en = ask('why?', 'en', { history: history(['Solve 3x + 5 = 17'], 'en') })
    expect(en.text).toContain('1. Move the x-terms')
    expect(en.text).toMatch(/x = 4 is not a guess/)
    const pl = ask('dlaczego?', 'pl', { history: history(['Oblicz 15% z 240'], 'pl') })
    expect(pl.kind).toBe('follow-up')
    expect(pl.maths?.values).toEqual([36])
    const uk = ask('поясни другий крок', 'uk', { history: history(["Розв'яжи рівняння 2x - 7 = 9"], 'uk') })
    expect(uk.text).toMatch(/^Крок 2 розв'язання «Розв'яжи рівняння 2x - 7 = 9»/)
  })

  it('"a similar problem" varies the earlier problem’s numbers into a checked problem of the same kind', () => {
    const reply = ask('give me a similar problem', 'en', { history: history(['Solve 2x^2 - 7x + 3 = 0'], 'en') })
    expect(reply.kind).toBe('similar')
    expect(reply.maths?.kind).toBe('quadratic')
    expect(reply.maths?.values).not.toEqual([0.5, 3])
    const problem = reply.text.match(/“(.+?)”/)?.[1] ?? ''
    expect(problem).toMatch(/^Solve \d+x\^2 - \d+x \+ \d+ = 0$/)
    expect(problem).not.toBe('Solve 2x^2 - 7x + 3 = 0')
    // Not solved unless asked: the student tries it first.
    expect(reply.text).not.toContain(tutorTexts('en').maths.intro)
  })

  it('every example in the texts is solved, as its kind, in its language', async () => {
    const { solveMaths } = await import('../maths/solve.ts')
    for (const language of languageValues) {
      const t = tutorTexts(language)
      for (const [kind, examples] of Object.entries(t.followUp.examples))
        for (const example of examples) {
          const solved = solveMaths(example, language, t)
          expect(solved?.status, `${language} ${example}`).toBe('solved')
          expect(solved && 'kind' in solved ? solved.kind : undefined).toBe(kind)
        }
    }
  })

  it('without an earlier problem "why?" is not a follow-up, and the tutor’s own words are never re-solved', () => {
    expect(ask('why?', 'en').kind).toBe('no-match')
    const fromTutor: TutorMessage[] = [
      { role: 'user', content: 'hello', timestamp: at },
      { role: 'assistant', content: 'Solve 9x = 18', timestamp: at },
    ]
    expect(ask('why?', 'en', { history: fromTutor }).kind).not.toBe('follow-up')
  })

  it('"and if it were 2x + 5 = 17?" is solved as a new problem', () => {
    const reply = ask('and if it were 2x + 5 = 17?', 'en', { history: history(['Solve 3x + 5 = 17'], 'en') })
    expect(reply.kind).toBe('maths')
    expect(reply.maths?.values).toEqual([6])
  })
})

describe('plans from the results a page sent', () => {
  const r = new Reply('en', tutorTexts('en'), nodeTutorResources())
  const context = [
    "Student's recent practice results (NMT).",
    'Overall score: 48%',
    'Subject breakdown: Mathematics 3/10 (30%); History of Ukraine 6/10 (60%)',
    'Weak areas: Mathematics (30%), History of Ukraine (60%)',
  ].join('\n')

  it('reads the exam, the overall score, each weak area with its accuracy and answer count', () => {
    expect(progressFromContext(r, context)).toEqual({
      source: 'browser',
      examType: 'NMT',
      scorePercentage: 48,
      weakAreas: [
        { examType: 'NMT', section: 'Mathematics', accuracy: 30, answered: 10 },
        { examType: 'NMT', section: 'History of Ukraine', accuracy: 60, answered: 10 },
      ],
    })
    // Names that are bank topics become topics of their section; unknown names stay as they are.
    const areas = progressFromContext(r, 'weakAreas: Algebra, Unheard-of topic')?.weakAreas
    expect(areas?.[0]).toMatchObject({ topic: 'algebra', accuracy: Number.NaN })
    expect(areas?.[0].section).toBeTruthy()
    expect(areas?.[1]).toMatchObject({ section: 'Unheard-of topic' })
    expect(progressFromContext(r, 'nothing useful here')).toBeUndefined()
  })

  it('"Where should I focus?" names the weakest area with a link to practise it', () => {
    const reply = ask('Where should I focus?', 'en', { context })
    expect(reply.kind).toBe('what-next')
    expect(reply.text).toMatch(/Mathematics.*30% correct/)
    expect(reply.text).toContain('(/questions?examType=NMT&section=Mathematics)')
    expect(questionsPerDay(80)).toBe(5)
  })

  it('with no results at all, it asks for a first test instead of inventing weak topics', () => {
    const reply = ask('Where should I focus?', 'en')
    expect(reply.kind).toBe('what-next')
    expect(reply.text).toContain(tutorTexts('en').conversation.whatNextNoProgress)
  })
})

describe('general questions quote only relevant notes', () => {
  const doc = (language: Language, kind: SearchDoc['kind'] = 'note') =>
    ({ id: 'x', kind, language, examType: 'SAT', section: 's', topic: 't', title: '', body: '' }) as SearchDoc
  const hit = (over: Partial<Hit>): Hit => ({
    doc: doc('en'),
    score: 100,
    matched: 2,
    terms: 2,
    strong: true,
    exact: true,
    coverage: 1,
    ...over,
  })

  it('keeps a hit only in the reply’s language, matched in its title/keywords/topic, above the score floor', () => {
    expect(relevantHits([hit({})], 'en')).toHaveLength(1)
    expect(relevantHits([hit({ doc: doc('pl') })], 'en')).toHaveLength(0)
    expect(relevantHits([hit({ strong: false })], 'en')).toHaveLength(0)
    expect(relevantHits([hit({ score: MIN_NOTE_SCORE - 1 })], 'en')).toHaveLength(0)
    expect(relevantHits([hit({ matched: 1, exact: false })], 'en')).toHaveLength(0)
    // What it is about must answer most of the query, weighted by each word's rarity.
    expect(relevantHits([hit({ coverage: MIN_COVERAGE - 0.01 })], 'en')).toHaveLength(0)
    // A bank question on its own needs two matched words and a higher score.
    expect(relevantHits([hit({ doc: doc('en', 'question'), matched: 1, terms: 1 })], 'en')).toHaveLength(0)
    expect(relevantHits([hit({ doc: doc('en', 'question'), score: MIN_QUESTION_SCORE - 1 })], 'en')).toHaveLength(0)
  })

  it.each([
    ['tell me something interesting', 'en'],
    ['can you help me?', 'en'],
    ['I am bored', 'en'],
    ['what is the capital of France?', 'en'],
    ['explain step 2', 'en'],
    ['розкажи щось цікаве', 'uk'],
    ['як справи?', 'uk'],
    ['co jest najlepsze?', 'pl'],
    ['opowiedz coś ciekawego', 'pl'],
  ] as const)('"%s" quotes nothing', (message, language) => {
    const reply = ask(message, language)
    expect(reply.sources).toEqual([])
    expect(reply.language).toBe(language)
  })

  it.each([
    ['What is a metaphor?', 'en'],
    ['Explain the difference between mitosis and meiosis', 'en'],
    ['що таке метафора', 'uk'],
    ['twierdzenie Pitagorasa', 'pl'],
  ] as const)('a real concept question "%s" still quotes its note', (message, language) => {
    const reply = ask(message, language)
    expect(reply.kind).toBe('concept')
    expect(reply.sources.some((id) => id.includes('-note-'))).toBe(true)
  })
})

describe('the question the chat was opened from', () => {
  const bank = loadQuestionBank()
  // One maths and one other single-choice question per exam, and ten whose key is a number (short answers).
  // Matching keys ("1-C,2-A,3-B") are left out: their numbers are the question's own item numbers.
  // A key the question's own text already contains ("(−∞, 1⟩" for "(x − 1)(x + 2)² ≤ 0") cannot be told apart.
  const keyOf = (q: (typeof bank)[number]) => q.correctAnswer.replace(/^[A-D]\)\s*/, '')
  const singleChoice = bank.filter(
    (q) => q.options.includes(q.correctAnswer) && !revealsAnswer(q.questionText, keyOf(q)),
  )
  const sample = [
    ...new Map(singleChoice.map((q) => [`${q.examType}-${/math|numeracy/i.test(q.section)}`, q])).values(),
    ...bank.filter((q) => /^-?\d+(?:[.,]\d+)?$/.test(q.correctAnswer)).slice(0, 10),
  ]
  // A practice link ends with its exam and section ("— BC Literacy …, Numeracy 10"): labels, not answers.
  const withoutLabels = (text: string) => text.replace(/\) — [^\n]+$/gm, ')')
  const context = (q: (typeof bank)[number], answered: boolean): TutorQuestion => ({
    id: q.id,
    examType: q.examType,
    section: q.section,
    topic: q.topic,
    questionText: q.questionText,
    options: q.options,
    correctAnswer: q.correctAnswer,
    explanation: q.explanation,
    answered,
    ...(answered ? { studentAnswer: q.options.find((o) => o !== q.correctAnswer) } : {}),
  })

  it.each(sample.map((q) => [q.id, q] as const))(
    '%s: before an answer neither the key nor "correct answer is" appears, whatever is asked',
    (_id, q) => {
      const key = keyOf(q)
      for (const message of ['What is the answer?', 'Just tell me the correct option', q.questionText, 'why?']) {
        const reply = ask(message, 'en', { question: context(q, false), languageExplicit: false })
        expect(reply.kind, message).toBe('question')
        expect(revealsAnswer(withoutLabels(reply.text), key), `${message}\n${reply.text}`).toBe(false)
        expect(reply.text.toLowerCase()).not.toContain('correct answer is')
      }
    },
  )

  it('after the answer, it walks through the explanation and names the key', () => {
    const q = sample[0]
    const reply = ask('Explain it please', 'en', { question: context(q, true), languageExplicit: false })
    expect(reply.kind).toBe('question')
    expect(revealsAnswer(reply.text, q.correctAnswer.replace(/^[A-D]\)\s*/, ''))).toBe(true)
  })
})
