import type { Question } from '../../../openapi/types.ts'
import { bankExamType } from '../exams.ts'
import { SECTION } from '../registry.ts'

function builtin(
  n: number,
  section: string,
  topic: string,
  timeLimit: number,
  questionText: string,
  options: string[],
  correct: number,
  explanation: string,
  passage?: string,
) {
  return {
    id: `canada-builtin-${n}`,
    section,
    topic,
    timeLimit,
    questionText,
    options,
    correctAnswer: options[correct],
    explanation,
    ...(passage ? { passage } : {}),
  }
}

const BUILTIN = [
  builtin(
    1,
    SECTION.mathematics,
    'functions',
    120,
    'The graph of y = x² is translated 3 units right and 2 units up. What is the equation of the new graph?',
    ['y = (x + 3)² + 2', 'y = (x − 3)² + 2', 'y = (x − 3)² − 2', 'y = (x + 2)² − 3'],
    1,
    'A shift of h units right replaces x with (x − h), and a shift of k units up adds k: y = (x − 3)² + 2. Writing (x + 3) is the common sign slip, which moves the graph left.',
  ),
  builtin(
    2,
    SECTION.reading,
    'reading_comprehension',
    180,
    'Which statement best expresses the main idea of the passage?',
    [
      'Community gardens are cheaper than grocery stores.',
      'Community gardens can bring neighbours together as well as provide food.',
      'Most people in cities do not know how to grow vegetables.',
      'City councils should pay residents to grow their own food.',
    ],
    1,
    'The passage moves from the food the garden produces to the friendships and shared work it creates; that double benefit is its main idea. Cost and council payments are never discussed.',
    'When the empty lot on Maple Street became a community garden, the neighbours expected fresh tomatoes. They did not expect the conversations. Retired teachers showed teenagers how to stake beans, families traded recipes over the fence, and by August people who had lived on the same block for years without speaking were sharing tools and planning a harvest supper.',
  ),
  builtin(
    3,
    SECTION.writing,
    'grammar',
    90,
    'Which sentence is written correctly?',
    [
      'Me and my brother goes to the library every Saturday.',
      'My brother and I goes to the library every Saturday.',
      'My brother and I go to the library every Saturday.',
      'My brother and me go to the library every Saturday.',
    ],
    2,
    'The compound subject "my brother and I" takes the subject pronoun "I" and the plural verb "go". "Me" is an object pronoun, and "goes" is singular.',
  ),
  builtin(
    4,
    SECTION.mathematics,
    'financial_literacy',
    150,
    'A jacket regularly priced at $80 is on sale for 25% off. Sales tax of 5% is added to the sale price. What is the total cost?',
    ['$60.00', '$63.00', '$64.00', '$84.00'],
    1,
    'The sale price is 80 × 0.75 = $60, and the tax adds 60 × 0.05 = $3, for $63.00. $84.00 adds the tax to the regular price and ignores the sale.',
  ),
  builtin(
    5,
    SECTION.reading,
    'inference',
    120,
    'Maya glanced at the clock for the third time, tapped her pencil and reread the same sentence again. What can you infer about Maya?',
    [
      'She is enjoying her book.',
      'She is distracted or impatient.',
      'She is falling asleep.',
      'She has finished her work.',
    ],
    1,
    'Checking the clock repeatedly, tapping and rereading the same sentence are signs that she cannot focus and is waiting for something. Nothing suggests enjoyment, sleepiness or finished work.',
  ),
] as const

/**
 * The spec's 5 built-in questions (time limits 120, 180, 90, 150 and 120 s), used only when the bank gives
 * nothing for the selected test.
 */
export function builtinCanadaQuestions(examType: string): Question[] {
  const name = bankExamType(examType) ?? 'ALBERTA_DIPLOMA'
  return BUILTIN.map((q) => ({
    ...q,
    options: [...q.options],
    examType: name,
    countryCode: 'CA',
    difficulty: 'Medium',
    source: 'bank',
  }))
}
