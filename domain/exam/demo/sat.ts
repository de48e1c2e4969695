import type { Question } from '../../../openapi/types.ts'
import { FLOWS } from '../exams.ts'
import { SECTION } from '../registry.ts'
import { demoQuestion, type DemoItem } from './question.ts'

const SECONDS = FLOWS.sat.timer.seconds as number
/** Generation asks for this difficulty. */
export const SAT_DIFFICULTY = 'Medium' as const

const demo = (n: number, ...item: DemoItem): Question =>
  demoQuestion(
    { id: `sat-demo-${n}`, examType: 'SAT', countryCode: 'US', difficulty: SAT_DIFFICULTY, timeLimit: SECONDS },
    ...item,
  )

const RW = SECTION.readingWriting

/** The 6 built-in demo questions, used only when generation yields nothing (spec section 8). */
export const SAT_DEMO_QUESTIONS: Question[] = [
  demo(
    1,
    RW,
    'words_in_context',
    'As used in the passage, "sober" most nearly means',
    ['A) serious', 'B) not drunk', 'C) gloomy', 'D) plain-coloured'],
    0,
    'The committee gives a careful, serious assessment after the excitement; "not drunk" is the literal sense that does not fit a report, and nothing suggests gloom or colour.',
    'After weeks of enthusiastic speeches about the new bridge, the town committee released a sober assessment: the project would cost twice the first estimate and take three more years.',
  ),
  demo(
    2,
    RW,
    'grammar',
    'Which choice completes the sentence so that it conforms to the conventions of Standard English? "Each of the students ___ a notebook to the lab."',
    ['A) bring', 'B) are bringing', 'C) brings', 'D) have brought'],
    2,
    '"Each" is singular, so the verb must be singular: "brings". The other choices are plural forms that agree with "students", not with the subject "each".',
  ),
  demo(
    3,
    SECTION.mathNoCalculator,
    'algebra',
    'If 4x + 6 = 30, what is the value of 2x + 3?',
    ['A) 6', 'B) 12', 'C) 15', 'D) 24'],
    2,
    '2x + 3 is half of 4x + 6, so it equals 30 / 2 = 15. Solving for x first (x = 6) gives the same result; 6 is x itself, the usual slip.',
  ),
  demo(
    4,
    SECTION.mathNoCalculator,
    'functions',
    'The function f is defined by f(x) = x² − 3x. What is f(−2)?',
    ['A) −10', 'B) −2', 'C) 2', 'D) 10'],
    3,
    'f(−2) = (−2)² − 3(−2) = 4 + 6 = 10. −2 comes from treating (−2)² as −4, and −10 from both sign errors at once.',
  ),
  demo(
    5,
    SECTION.mathCalculator,
    'problem_solving',
    'A phone plan costs $18 a month plus $0.05 per text message. If a bill was $23.40, how many text messages were sent?',
    ['A) 54', 'B) 108', 'C) 117', 'D) 468'],
    1,
    'The texts cost 23.40 − 18 = 5.40 dollars, and 5.40 / 0.05 = 108. 468 divides the whole bill by 0.05, forgetting the monthly fee.',
  ),
  demo(
    6,
    SECTION.mathCalculator,
    'statistics',
    'The mean of five test scores is 82. Four of the scores are 75, 80, 85 and 90. What is the fifth score?',
    ['A) 78', 'B) 80', 'C) 82', 'D) 84'],
    1,
    'The five scores add up to 5 × 82 = 410. The four known scores add up to 330, so the fifth is 410 − 330 = 80.',
  ),
]
