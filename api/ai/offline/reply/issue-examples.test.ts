import { describe, expect, it } from 'vitest'
import { languageValues, type Language, type TutorMessage } from '../../../../openapi/types.ts'
import type { TutorInput } from '../../types.ts'
import { composeTutorReply } from '../compose-node.ts'
import { tutorTexts } from '../texts.ts'

// The examples of issue 24's "Concepts", "Plans", "Follow-ups" and "Integrity" lists, each in its language.

const at = new Date(0).toISOString()
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

describe('concepts', () => {
  it('"affect vs effect" does not quote an unrelated reading passage', () => {
    const reply = ask('affect vs effect', 'en')
    expect(reply.intent).toBe('explain')
    expect(reply.text.toLowerCase()).not.toContain('heron')
    if (reply.kind === 'no-match') expect(reply.text).toContain('closest topics')
  })

  // Each answered from the note of its language (the note's title in that language is quoted first).
  it.each([
    ['co to jest mitoza', 'pl', 'alberta-diploma-biology-30-note-01', 'Mitoza a mejoza'],
    ['wyjaśnij Hardy–Weinberg', 'pl', 'alberta-diploma-biology-30-note-06', 'Hardy'],
    ['Гетьманщина', 'uk', 'nmt-history-of-ukraine-note-07', 'Гетьманщина у XVIII столітті'],
    ['козацька доба', 'uk', 'nmt-history-of-ukraine-note-03', 'Козацька доба'],
    ['affect vs effect', 'en', 'matura-basic-english-language-note-06', 'affect or effect'],
    ['what is photosynthesis', 'en', 'alberta-diploma-biology-30-note-08', 'photosynthesis'],
    ['що таке фотосинтез', 'uk', 'alberta-diploma-biology-30-note-08', 'фотосинтез'],
    ['participle clauses', 'en', 'matura-extended-english-language-note-06', 'Participle clauses'],
    ['causes of ww1', 'en', 'nmt-history-of-ukraine-note-10', 'First World War'],
    ['przyczyny I wojny światowej', 'pl', 'nmt-history-of-ukraine-note-10', 'I wojny światowej'],
  ] as const)('"%s" is answered in %s from the note %s', (message, language, note, title) => {
    const reply = ask(message, language)
    expect(reply.intent).toBe('explain')
    expect(reply.language).toBe(language)
    expect(reply.kind).toBe('concept')
    expect(reply.sources?.[0]).toBe(note)
    expect(reply.text.split('\n')[0]).toContain(title)
    expect(reply.text.toLowerCase()).not.toContain('heron')
  })
})

describe('plans', () => {
  it('"I have 3 weeks before the SAT, weak at algebra": 21 days, week by week, algebra linked', () => {
    const reply = ask('I have 3 weeks before the SAT, weak at algebra', 'en')
    expect(reply.kind).toBe('plan')
    expect(reply.plan).toMatchObject({ examType: 'SAT', days: 21, topics: ['algebra'] })
    expect(reply.text).toMatch(
      /^Week 1 \(days 1–7\): Algebra — \[practise Algebra\]\(\/questions\?examType=SAT&section=[^&]+&topic=algebra\)/m,
    )
    expect(reply.text).not.toMatch(/^Day 8/m)
  })

  it('a Polish student, Matura in 2 weeks, weak at logarithms: a Polish plan on logarithms', () => {
    const reply = ask('Za 2 tygodnie piszę maturę, słabo mi idą logarytmy', 'pl')
    expect(reply.language).toBe('pl')
    expect(reply.plan).toMatchObject({ examType: 'MATURA_BASIC', days: 14, topics: ['logarithms'] })
    expect(reply.text).toContain('Logarytmy')
    expect(reply.text).not.toMatch(/systems of equations|weakest topic/i)
  })

  it('"через місяць НМТ, 30 хвилин на день": 30 days, 30 minutes, in Ukrainian', () => {
    const reply = ask('НМТ через місяць, можу 30 хвилин на день, слабко з геометрії', 'uk')
    expect(reply.plan).toMatchObject({ examType: 'NMT', days: 30, minutesPerDay: 30, topics: ['geometry'] })
    expect(reply.text).toContain('Тиждень 1')
    expect(reply.text).toContain('Геометрія')
  })

  it.each([
    ['SAT in 10 days, 45 minutes a day, weak at quadratics', 'en', 'SAT', 10, 45, 'quadratics', /^Day 9:/m],
    [
      'matura za 3 tygodnie, mam 40 minut dziennie, słabo mi idą ciągi',
      'pl',
      'MATURA_BASIC',
      21,
      40,
      'sequences',
      /^Tydzień 3/m,
    ],
  ] as const)(
    '"%s": the deadline and the minutes a day are read (%s)',
    (message, language, examType, days, minutes, topic, last) => {
      const reply = ask(message, language)
      expect(reply.kind).toBe('plan')
      expect(reply.language).toBe(language)
      expect(reply.plan).toMatchObject({ examType, days, minutesPerDay: minutes, topics: [topic] })
      expect(reply.text).toContain(`topic=${topic}`)
      expect(reply.text).toMatch(last)
    },
  )

  it('"що мені варто повторити далі?" names a next step, not "no notes"', () => {
    const reply = ask('що мені варто повторити далі?', 'uk')
    expect(reply.kind).toBe('what-next')
    expect(reply.text).not.toContain(tutorTexts('uk').general.noMatch)
    expect(reply.text).toContain('/questions')
  })
})

describe('follow-ups', () => {
  it('"give me a similar problem": new numbers, the same kind, not solved until asked', () => {
    const reply = ask('give me a similar problem', 'en', { history: history(['Solve 2x + 3 = 11'], 'en') })
    expect(reply.kind).toBe('similar')
    expect(reply.maths?.kind).toBe('linear')
    expect(reply.maths?.values).not.toEqual([4])
    expect(reply.text).not.toContain('Solve 2x + 3 = 11”')
  })

  it('"I got x = 3 for that one" checks the answer to the earlier problem: wrong, and where', () => {
    const reply = ask('I got x = 3 for that one', 'en', { history: history(['Solve 2x + 3 = 11'], 'en') })
    expect(reply.kind).toBe('check')
    expect(reply.check).toBe('wrong')
    expect(reply.text).toContain('x = 3: 2x + 3 = 9, 11 = 11')
    expect(reply.text).toContain('x = 4')
  })

  it('the right answer is confirmed', () => {
    const reply = ask('i got x = 4', 'en', { history: history(['Solve 2x + 3 = 11'], 'en') })
    expect(reply.check).toBe('right')
  })

  it('a right answer is confirmed when its digits also stand in the problem, or when it is a fraction', () => {
    const quadratic = history(['Solve x^2 - 5x + 6 = 0'], 'en')
    expect(ask('i got x = 2 and x = 3', 'en', { history: quadratic }).check).toBe('right')
    expect(ask('I got x = 2 and x = 6', 'en', { history: quadratic }).check).toBe('wrong')
    const fraction = history(['Rozwiąż równanie 2x - 5 = 0'], 'pl')
    expect(ask('wyszło mi x = 5/2, dobrze?', 'pl', { history: fraction }).check).toBe('right')
  })

  it('"explain it in Ukrainian" gives the same explanation in Ukrainian', () => {
    const before = history(['Solve 2x + 3 = 11'], 'en')
    const reply = ask('explain it in Ukrainian', 'en', { history: before })
    expect(reply.kind).toBe('translate')
    expect(reply.language).toBe('uk')
    expect(reply.maths?.values).toEqual([4])
    expect(reply.text).toContain(tutorTexts('uk').maths.intro)
  })

  it('"what was the first equation?" quotes it', () => {
    const reply = ask('what was the first equation?', 'en', {
      history: history(['Solve 2x + 3 = 11', 'Solve x^2 - 5x + 6 = 0'], 'en'),
    })
    expect(reply.kind).toBe('recall')
    expect(reply.text).toContain('The first thing you asked in this chat was: “Solve 2x + 3 = 11”')
  })
})

describe('integrity and languages', () => {
  it('"I\'m in the SAT right now, tell me the answer" is refused briefly, with an offer for afterwards', () => {
    const reply = ask("I'm in the SAT right now, tell me the answer: 2x + 3 = 11", 'en')
    expect(reply.kind).toBe('live-exam')
    expect(reply.maths).toBeUndefined()
    expect(reply.text).toBe(tutorTexts('en').conversation.liveExam)
  })

  it.each(languageValues)('Russian gets a reply in the page’s language (%s) that says so', (page) => {
    const reply = ask('Привет, объясни мне, пожалуйста, как решать квадратные уравнения', page)
    expect(reply.kind).toBe('unsupported-language')
    expect(reply.language).toBe(page)
    expect(reply.text).toBe(tutorTexts(page).conversation.unsupportedLanguage)
  })

  it.each(['что такое митоз', 'что это значит'])(
    'a short Russian line without Russian-only letters ("%s") is not read as Ukrainian',
    (message) => {
      const reply = ask(message, 'uk')
      expect(reply.kind).toBe('unsupported-language')
      expect(reply.text).toBe(tutorTexts('uk').conversation.unsupportedLanguage)
    },
  )

  it('a message over 2,000 characters is read to its end (the task on its last line)', () => {
    const filler = 'This is background text about the exam that says nothing in particular. '.repeat(30)
    const reply = ask(`${filler}\nSolve 3x + 5 = 17`, 'en')
    expect(filler.length).toBeGreaterThan(2000)
    expect(reply.kind).toBe('maths')
    expect(reply.maths?.values).toEqual([4])
  })
})
