import type { Page } from '@playwright/test'
import { loadQuestionBank } from '../../api/seed/index.ts'
import type { Question } from '../../openapi/types.ts'
import { test, expect, expectAccessible, gotoHydrated, register, useLanguage } from './fixtures.ts'
import { answerShown, watchPageQuestions, wrongAnswer } from './practice-questions.ts'
import { checkAnswer } from '#domain/answers.ts'
import { BLUEPRINTS, assembleForms, partItemIds, type FullExamId } from '#domain/exam/full-length/index.ts'

// The exams' set item types (decision 084) and formula sheets (decision 085) on the full-length screens: NMT
// ordering and "3 of 7" in Ukrainian, a Matura true/false set in Polish, each answered with native controls by the
// key, checked with axe, and scored by the exam's rule.

const bank = new Map(loadQuestionBank().map((q) => [q.id, q]))
const formOf = (exam: FullExamId) => assembleForms(BLUEPRINTS[exam], [...bank.values()]).forms[0]
const START = new Date('2026-11-24T08:00:00Z')

async function currentItem(page: Page): Promise<Question> {
  const id = await page.getByTestId('full-exam-question').getAttribute('data-id')
  return bank.get(id!)!
}

async function submitPart(page: Page) {
  await page.getByTestId('full-exam-submit').click()
  await page.getByTestId('full-exam-confirm-submit').click()
}

async function openSheet(page: Page, lang: string, text: string) {
  await page.getByTestId('full-exam-tool-reference-sheet').click()
  const sheet = page.getByTestId('full-exam-reference')
  await expect(sheet).toHaveAttribute('lang', lang)
  await expect(sheet).toContainText(text)
}

test('NMT history: an ordering and a "3 of 7" item answered by the key score 3 + 3 of 54; the sheet is Ukrainian', async ({
  page,
}) => {
  // Two whole NMT parts and two axe runs: longer than one screen's test on a loaded runner.
  test.slow()
  await useLanguage(page, 'en')
  await page.clock.install({ time: START })
  await gotoHydrated(page, '/full-exam/nmt')
  await page.getByTestId('full-exam-start').click()
  // The formula sheet of the NMT is Ukrainian whatever the interface's language.
  await openSheet(page, 'uk', 'Дискримінант')
  await submitPart(page)
  await page.getByTestId('full-exam-skip-break').click()
  await page.getByTestId('full-exam-start').click()

  const ids = partItemIds(formOf('nmt'), BLUEPRINTS.nmt.parts[1], undefined)
  const nav = page.getByTestId('full-exam-navigator').getByRole('button')
  await nav.nth(ids.findIndex((id) => bank.get(id)!.type === 'ordering')).click()
  const ordering = await currentItem(page)
  const places = ordering.correctAnswer.split(',').map((p) => p.split('-')[1].charCodeAt(0) - 65)
  const grid = page.getByTestId('full-exam-ordering')
  for (const [i, item] of places.entries())
    await grid.getByRole('combobox', { name: `Place ${i + 1}` }).selectOption(String(item))
  await expectAccessible(page)

  await nav.nth(ids.findIndex((id) => bank.get(id)!.type === 'multiple-select')).click()
  const selection = await currentItem(page)
  const boxes = page.getByTestId('full-exam-selection').getByRole('checkbox')
  // The boxes carry the bank's numbers (the attempt shows them in its own order, decision 105).
  for (const n of selection.correctAnswer.split(','))
    await page.getByTestId('full-exam-selection').locator(`input[data-option="${n}"]`).press('Space')
  await expect(page.getByTestId('full-exam-selection')).toContainText('3 of 3 chosen')
  // The count is reached: the other choices cannot be marked.
  await expect(boxes.and(page.locator(':not(:checked)')).first()).toBeDisabled()
  await expectAccessible(page)

  await submitPart(page)
  const history = page.getByTestId('full-exam-section-row').filter({ hasText: 'History of Ukraine' })
  await expect(history).toContainText('6 / 54')
})

test('Matura: a true/false set marked by the key scores its point; the sheet is "Wybrane wzory matematyczne"', async ({
  page,
}) => {
  await useLanguage(page, 'pl')
  await page.clock.install({ time: START })
  await gotoHydrated(page, '/full-exam/matura-basic')
  await page.getByTestId('full-exam-start').click()
  await openSheet(page, 'pl', 'Wybrane wzory matematyczne')

  const ids = partItemIds(formOf('matura-basic'), BLUEPRINTS['matura-basic'].parts[0], undefined)
  const nav = page.getByTestId('full-exam-navigator').getByRole('button')
  await nav.nth(ids.findIndex((id) => bank.get(id)!.type === 'true-false')).click()
  const set = await currentItem(page)
  const statements = page.getByTestId('full-exam-statements').getByRole('group')
  for (const [i, mark] of set.correctAnswer.split(',').entries())
    await statements
      .nth(i)
      .getByRole('radio', { name: mark === 'T' ? 'P (prawda)' : 'F (fałsz)' })
      .check()
  await expectAccessible(page)

  for (let part = 0; part < 3; part++) {
    await submitPart(page)
    if (part < 2) await page.getByTestId('full-exam-start').click()
  }
  const maths = page.getByTestId('full-exam-section-row').filter({ hasText: 'Matematyka' })
  await expect(maths).toContainText('1 / 30')
})

test('a short NMT history test meets a set item: answered partly right, it is checked with its points and counted a mistake', async ({
  page,
}) => {
  test.slow()
  await useLanguage(page, 'en')
  await register(page)
  const loaded = await watchPageQuestions(page)
  const isSet = (q: Question) => (q.type ?? 'choice') !== 'choice'
  // The loader draws 5 of the section's items at random: open it again until one of them is a set item.
  let questions: Question[] = []
  for (let visit = 0; visit < 12 && !questions.some(isSet); visit++) {
    await gotoHydrated(page, '/practice?exam=NMT&section=History%20of%20Ukraine')
    questions = (await loaded.all()).slice(-5)
  }
  expect(questions.some(isSet), "the short flow serves the exam's set items (decision 104)").toBe(true)
  await page.getByTestId('practice-start').click()

  let set: { index: number; points: number; max: number } | null = null
  for (let i = 1; i <= 5; i++) {
    await expect(page.getByTestId('question-counter')).toHaveText(`Question ${i} of 5`)
    const id = await page
      .getByTestId('set-question')
      .getAttribute('data-id', { timeout: 1000 })
      .catch(() => null)
    const text = await page.getByTestId('question-text').innerText()
    const q = questions.find((x) => (id ? x.id === id : x.questionText === text))!
    const answer: string = isSet(q) && !set ? wrongAnswer(q) : q.correctAnswer
    await answerShown(page, q, answer)
    await page.getByTestId('submit-answer').click()
    if (isSet(q) && !set) {
      const { points, maxPoints } = checkAnswer(q, answer, 'uk')
      set = { index: i - 1, points, max: maxPoints }
      expect(points, 'one part changed leaves partial points').toBeGreaterThan(0)
      await expect(page.getByTestId('feedback')).toHaveAttribute('data-correct', 'false')
      await expect(page.getByTestId('feedback-points')).toHaveText(`${points} of ${maxPoints}`)
      await expect(page.getByTestId('set-question').locator('select, input').first()).toBeDisabled()
    } else await expect(page.getByTestId('feedback')).toHaveAttribute('data-correct', 'true')
    await page.getByTestId(i < 5 ? 'next-button' : 'finish-button').click()
  }
  await page.getByTestId('review-finish').click()
  // An NMT test goes on to /nmt-results: the set item counts as a mistake there, the rest right.
  await expect(page).toHaveURL(/\/nmt-results$/)
  await expect(page.getByTestId('nmt-session-correct').first()).toHaveText('4/5')
  expect(set!.max).toBeGreaterThan(set!.points)
  await expectAccessible(page)
})
