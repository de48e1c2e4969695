import { beforeAll, describe, expect, it } from 'vitest'
import { languageValues, type Language } from '../../../openapi/types.ts'
import { loadQuestionBank } from '../../seed/index.ts'
import type { QuestionStore } from '../../store/types.ts'
import { composeTutorReply } from './compose-node.ts'
import { revealsAnswer } from './compose.ts'
import { EVAL_CASES } from './eval-cases.ts'
import type { CaseResult } from './eval-judge.ts'
import { runEval } from './eval.ts'
import { createOfflineEngine } from './index.ts'
import { detectLanguage, replyLanguage } from './language.ts'
import { parseSafe } from './maths/expr.ts'
import { solveMaths } from './maths/solve.ts'
import en from './texts/en.json'
import pl from './texts/pl.json'
import uk from './texts/uk.json'
import { tutorTexts } from './texts.ts'
import { nodeTutorResources } from './tutor-node.ts'
import { warmUpTutor } from './warm-up.ts'

// ---- Texts ----------------------------------------------------------------------------------------------------

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value }
  return Object.assign(
    {},
    ...Object.entries(value as Record<string, unknown>).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)),
  ) as Record<string, string>
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

describe('the offline tutor’s texts', () => {
  const files = { en: flatten(en), uk: flatten(uk), pl: flatten(pl) }

  it('uk and pl have exactly the keys of en, none empty, with the same placeholders', () => {
    for (const lang of ['uk', 'pl'] as const) {
      expect(Object.keys(files[lang]).sort()).toEqual(Object.keys(files.en).sort())
      for (const [key, text] of Object.entries(files[lang])) {
        expect(text.trim(), `${lang}:${key}`).not.toBe('')
        expect(placeholders(text), `${lang}:${key}`).toEqual(placeholders(files.en[key]))
      }
    }
  })

  it('the Ukrainian texts are in Cyrillic and the Polish ones in Polish, not copies of the English', () => {
    // Texts that are formulas only (no English word of 4+ letters outside placeholders) are the same everywhere.
    const hasWords = (text: string) => /\p{L}{4}/u.test(text.replace(/\{\{\w+\}\}/g, ''))
    for (const [key, text] of Object.entries(files.uk)) {
      if (!hasWords(files.en[key])) continue
      expect(/\p{Script=Cyrillic}/u.test(text), key).toBe(true)
    }
    const same = Object.keys(files.pl).filter((k) => files.pl[k] === files.en[k] && hasWords(files.en[k]))
    expect(same).toEqual([])
  })
})

// ---- Language -------------------------------------------------------------------------------------------------

describe('the reply language', () => {
  it.each<[string, Language | undefined]>([
    ['Solve 3x + 5 = 17', 'en'],
    ["Розв'яжи рівняння 2x - 7 = 9", 'uk'],
    ['Jak obliczyć deltę w równaniu kwadratowym?', 'pl'],
    ['jak obliczyc delte', 'pl'],
    ['what is 15% of 240', 'en'],
    ['2x + 3 = 11', undefined],
    ['ok', undefined],
  ])('%s → %s', (message, language) => {
    expect(detectLanguage(message)).toBe(language)
  })

  it('an explicit request language wins; otherwise a clear message does; otherwise the request', () => {
    expect(replyLanguage('Що таке метафора?', 'en')).toBe('uk')
    expect(replyLanguage('Що таке метафора?', 'en', true)).toBe('en')
    expect(replyLanguage('2x + 3 = 11', 'pl')).toBe('pl')
  })
})

// ---- Maths ------------------------------------------------------------------------------------------------------

describe('the maths solver', () => {
  const solve = (message: string, language: Language = 'en') => solveMaths(message, language, tutorTexts(language))

  it('accepts only arithmetic, x/y and elementary functions: no assignments, no imports, no towers', () => {
    expect(parseSafe('3x^2 - sin(x) + sqrt(4)')).toBeDefined()
    for (const text of [
      'import("fs")',
      'a = 5',
      'f(x) = x^2',
      'evaluate("1+1")',
      '9^9^9',
      'x!',
      // A function name must be called: "log 1000" read as log × 1000 made mathjs throw.
      'log 1000 + log 0.01',
      'sin x',
      '"text"',
      'createUnit("x")',
    ])
      expect(parseSafe(text), text).toBeUndefined()
  })

  it('reads unicode minus, superscripts, √, vulgar fractions and decimal commas', () => {
    const r = solve('Rozwiąż x² − ½x = 0,5 · 3', 'pl')
    expect(r?.status).toBe('solved')
    // x² − x/2 − 1.5 = 0 → x = −1, x = 1.5
    expect(r?.status === 'solved' && r.values).toEqual([-1, 1.5])
    const root = solve('what is √49 + ¾ · 4')
    expect(root?.status === 'solved' && root.values).toEqual([10])
  })

  it('shows the teacher’s steps for a quadratic: standard form, discriminant, both roots, the check', () => {
    const r = solve('Solve 2x^2 + 3x - 2 = 0')
    expect(r?.status).toBe('solved')
    if (r?.status !== 'solved') return
    expect(r.steps.join('\n')).toMatch(/a = 2, b = 3, c = −2/)
    expect(r.steps.join('\n')).toMatch(/D = b² − 4ac = \(3\)² − 4 · 2 · \(−2\) = 25/)
    expect(r.answer).toBe('x₁ = −2, x₂ = 0.5')
    expect(r.check).toMatch(/2x² \+ 3x − 2/)
  })

  it('irrational roots are shown exactly and approximately, and checked', () => {
    const r = solve('x^2 - 2x - 1 = 0')
    expect(r?.status === 'solved' && r.values.map((v) => v.toFixed(6))).toEqual(['-0.414214', '2.414214'])
    expect(r?.status === 'solved' && r.answer).toMatch(/√2|√8/)
  })

  it('cubics and quartics: rational, irrational, repeated and biquadratic roots, each checked', () => {
    const values = (message: string) => {
      const r = solve(message)
      return r?.status === 'solved' ? r.values.map((v) => Number(v.toFixed(4))) : r?.status
    }
    expect(values('solve x^3 - 2x^2 - 5x + 6 = 0')).toEqual([-2, 1, 3])
    // Irrational roots: this one used to hang the process inside the computer-algebra library.
    expect(values('solve x^3 - 2x^2 - 6x + 6 = 0')).toEqual([-2.1326, 0.8596, 3.2731])
    // A polynomial defined, with nothing asked of it, is not the equation x = P(x).
    expect(solve('P(x) = x^3 - 2x^2 - 5x + 6')?.status).toBe('unsolved')
    expect(values('solve x^3 - 3x + 2 = 0')).toEqual([-2, 1])
    expect(values('solve 2x^3 - x^2 - 2x + 1 = 0')).toEqual([-1, 0.5, 1])
    expect(values('solve x^4 - 5x^2 + 4 = 0')).toEqual([-2, -1, 1, 2])
    expect(values('solve x^4 - 3x^2 + 1 = 0')).toEqual([-1.618, -0.618, 0.618, 1.618])
    expect(values('solve x^4 - x^3 - 7x^2 + x + 6 = 0')).toEqual([-2, -1, 1, 3])
  })

  it('reads every stem of the question bank without an error or a stall', () => {
    for (const q of loadQuestionBank()) {
      const started = performance.now()
      expect(() => solve(q.questionText), q.id).not.toThrow()
      // Generous on a loaded machine; a runaway search takes minutes.
      expect(performance.now() - started, q.id).toBeLessThan(3000)
    }
  }, 120_000)

  it('declines rather than guesses: contradictions, identities, high degrees, division by zero, non-polynomials', () => {
    for (const message of ['solve 0x = 5', 'solve 2x + 1 = 2x + 1', 'solve x/0 = 1'])
      expect(solve(message)?.status, message).toBe('unsolved')
  })

  it('high degrees, exponentials and transcendental equations are solved when every root is checked (decision 045)', () => {
    const values = (message: string) => {
      const r = solve(message)
      return r?.status === 'solved' ? r.values.map((v) => Number(v.toFixed(6))) : r?.status
    }
    expect(values('solve x^9 - x + 1 = 0')).toEqual([-1.08507])
    expect(values('solve 2^x = 8')).toEqual([3])
    expect(values('solve cos(x) = x')).toEqual([0.739085])
  })

  it('a message with no maths problem is left to the other answers', () => {
    for (const message of ['What is a metaphor?', 'twierdzenie Pitagorasa', 'Як підготуватися до НМТ з історії?'])
      expect(solve(message), message).toBeUndefined()
  })

  it('random linear and quadratic equations: the answer shown always satisfies the equation', () => {
    let seed = 42
    const rand = (lo: number, hi: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return lo + (seed % (hi - lo + 1))
    }
    for (let i = 0; i < 40; i++) {
      const [a, b, c] = [rand(1, 9) * (rand(0, 1) ? 1 : -1), rand(-20, 20), rand(-20, 20)]
      const linear = solve(`solve ${a}x + ${b} = ${c}`)
      expect(linear?.status).toBe('solved')
      if (linear?.status === 'solved') expect(a * linear.values[0] + b).toBeCloseTo(c, 9)
      const quadratic = solve(`solve ${a}x^2 + ${b}x + ${c} = 0`)
      expect(quadratic?.status).toBe('solved')
      if (quadratic?.status !== 'solved') continue
      const d = b * b - 4 * a * c
      expect(quadratic.values).toHaveLength(d > 0 ? 2 : d === 0 ? 1 : 0)
      for (const x of quadratic.values) expect(a * x * x + b * x + c).toBeCloseTo(0, 7)
    }
  })

  it('a flipped inequality sign when dividing by a negative number', () => {
    const r = solve('solve -3x + 1 >= 10')
    expect(r?.status === 'solved' && r.answer).toBe('x ≤ −3')
  })
})

// ---- The evaluation set: every case ---------------------------------------------------------------------------

describe('the evaluation set (npm run eval:tutor), case by case', () => {
  let results: Map<string, CaseResult>
  beforeAll(async () => {
    results = new Map((await runEval()).map((r) => [r.case.id, r]))
  }, 120_000)

  it('has at least 30 messages per language, maths of every kind among them', () => {
    for (const lang of languageValues)
      expect(EVAL_CASES.filter((c) => c.language === lang).length).toBeGreaterThanOrEqual(30)
    const kinds = new Set([...results.values()].flatMap((r) => (r.reply.maths ? [r.reply.maths.kind] : [])))
    for (const kind of [
      'linear',
      'inequality',
      'quadratic',
      'system',
      'percent',
      'ratio',
      'evaluate',
      'simplify',
      'expand',
      'derivative',
      'sequence',
      'geometry',
    ])
      expect(kinds.has(kind as never), kind).toBe(true)
  })

  // The tuning cases written with the topic model (ids tune-…) are held to a floor as a set (84.5% when they were
  // added): they were written before it was tuned, and the open ones show what it does not yet handle.
  it('answers at least 80% of the tune-… cases without a problem', () => {
    const tune = [...results.values()].filter((r) => r.case.id.startsWith('tune-'))
    expect(tune.length).toBeGreaterThanOrEqual(200)
    expect(tune.filter((r) => !r.problems.length).length / tune.length).toBeGreaterThanOrEqual(0.8)
  })

  // Long pastes and "say it in another language" follow-ups (ids r4-…, decisions 093–094), written before the
  // engine was changed for them (21 of 42 then, 39 of 42 after): held as a set, and never a wrong answer shown.
  it('answers at least 90% of the r4-… cases without a problem, showing no wrong answer', () => {
    const set = [...results.values()].filter((r) => r.case.id.startsWith('r4-'))
    expect(set.length).toBeGreaterThanOrEqual(40)
    expect(set.filter((r) => !r.problems.length).length / set.length).toBeGreaterThanOrEqual(0.9)
    expect(set.filter((r) => r.wrongAnswerShown)).toEqual([])
  })

  it.each(EVAL_CASES.filter((c) => !/^(?:tune|r4)-/.test(c.id)).map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const r = results.get(c.id)!
    // The language: the engine's choice and the words of the text.
    expect(r.reply.language).toBe(c.language)
    expect(r.languageOk).toBe(true)
    if (c.expect.kind === 'maths') {
      expect(r.reply.kind).toBe('maths')
      expect(r.reply.maths).toBeDefined()
      if ('values' in c.expect) {
        const got = [...r.reply.maths!.values].sort((a, b) => a - b)
        const want = [...c.expect.values].sort((a, b) => a - b)
        expect(got).toHaveLength(want.length)
        got.forEach((v, i) => expect(v).toBeCloseTo(want[i], 6))
      } else expect(r.mathsCorrect).toBe(true)
    }
    if (c.expect.kind === 'decline-maths') {
      expect(r.reply.kind).toBe('maths-declined')
      expect(r.reply.maths).toBeUndefined()
      expect(r.reply.text).toMatch(/\/questions/)
    }
    expect(r.wrongAnswerShown).toBe(false)
    expect(r.problems).toEqual([])
  })
})

// ---- The engine: streaming ------------------------------------------------------------------------------------

describe('the offline engine streams', () => {
  const store = {} as QuestionStore
  const engine = createOfflineEngine(store, nodeTutorResources)

  beforeAll(() => warmUpTutor(nodeTutorResources), 60_000)

  it('the pieces add up to the same reply, and the first arrives in well under 300 ms', async () => {
    const input = { message: 'Jak obliczyć deltę w równaniu kwadratowym?', history: [], language: 'en' as const }
    const started = performance.now()
    let first = Number.NaN
    const pieces: string[] = []
    for await (const piece of engine.streamTutorReply!(input)) {
      if (Number.isNaN(first)) first = performance.now() - started
      pieces.push(piece)
    }
    expect(pieces.length).toBeGreaterThan(5)
    expect(pieces.join('')).toBe(await engine.tutorReply(input))
    expect(first).toBeLessThan(300)
  })

  it('stops when the signal aborts', async () => {
    const stop = new AbortController()
    const pieces: string[] = []
    await expect(
      (async () => {
        for await (const piece of engine.streamTutorReply!(
          { message: 'що таке метафора', history: [], language: 'uk' },
          stop.signal,
        )) {
          pieces.push(piece)
          if (pieces.length === 2) stop.abort()
        }
      })(),
    ).rejects.toThrow()
    expect(pieces).toHaveLength(2)
  })

  it('before an answer, no note that names the answer in any inflection is quoted', () => {
    expect(revealsAnswer('Ярослав Мудрий пов’язаний із «Руською правдою»', 'Ярослава Мудрого')).toBe(true)
    expect(revealsAnswer('Володимир Святославич запровадив християнство', 'Ярослава Мудрого')).toBe(false)
    expect(revealsAnswer('so 3x = 18 and x = 6.', '6')).toBe(true)
    expect(revealsAnswer('3x² − 6x + 36', '6')).toBe(false)
    const reply = composeTutorReply({
      message: 'Допоможи',
      history: [],
      language: 'uk',
      question: {
        id: 'nmt-history-of-ukraine-002',
        examType: 'NMT',
        section: 'History of Ukraine',
        topic: 'medieval_period',
        questionText: 'Найдавнішу частину збірника законів «Руська правда» пов’язують з ім’ям князя',
        correctAnswer: 'Ярослава Мудрого',
        answered: false,
      },
    })
    expect(revealsAnswer(reply.text, 'Ярослава Мудрого')).toBe(false)
  })

  it('markup in a message or a question never comes back', () => {
    const reply = composeTutorReply({
      message: '<img src=x onerror=alert(1)>Explain this',
      history: [],
      language: 'en',
      question: { questionText: '<script>alert(1)</script>What is 2 + 2?', correctAnswer: '4', answered: true },
    })
    expect(reply.text).not.toMatch(/<script|onerror|<img/i)
    expect(reply.text).toMatch(/What is 2 \+ 2\?/)
  })
})
