import { describe, expect, it } from 'vitest'
import { readTask } from './maths/solve.ts'
import { languageAskedFor } from './reply/revisit.ts'
import { blocksOf, PASTE_LENGTH } from './task.ts'
import { tutorTexts } from './texts.ts'

const instructions = [
  'Directions: answer every question on the answer sheet; each question is worth one point and there is no penalty.',
  'You have 40 minutes for 25 questions, so do not spend too long on one question; mark it and come back later.',
  'Calculators are allowed in this part. Figures are drawn to scale unless a question says otherwise.',
  'Worked example: 2 + 2 = 4, so the answer to the example is 4. Only the circles on the sheet are scored.',
].join('\n')

describe('the task of a long paste', () => {
  it('reads a short message whole', () => {
    const task = readTask('solve 2x + 3 = 11', 'en', tutorTexts('en'))
    expect(task).toMatchObject({ text: 'solve 2x + 3 = 11', pasted: false })
    expect(task.maths?.status === 'solved' && task.maths.values).toEqual([4])
  })

  it('cuts a paste into lines, with the option lines under their stem', () => {
    const blocks = blocksOf('Passage.\nWhich choice fits?\nA) one\nB) two\n8) Find 10% of 50.')
    expect(blocks).toEqual([
      { stem: 'Passage.', options: [] },
      { stem: 'Which choice fits?', options: ['A) one', 'B) two'] },
      { stem: 'Find 10% of 50.', options: [] },
    ])
  })

  it('solves the last task of a sheet, not the worked lines and instructions before it', () => {
    const message = `${instructions}\n1. Solve 3x - 1 = 8. (I got 3)\n2. Solve the equation x^2 - 7x + 12 = 0.\nthanks!!`
    expect(message.length).toBeGreaterThan(PASTE_LENGTH)
    const task = readTask(message, 'en', tutorTexts('en'))
    expect(task.pasted).toBe(true)
    expect(task.text).toBe('Solve the equation x^2 - 7x + 12 = 0.')
    expect(task.maths?.status === 'solved' && task.maths.values).toEqual([3, 4])
  })

  it('picks the option of a pasted question whose equation sits mid-paragraph', () => {
    const stem =
      'A gym charges a joining fee of $20 and $5 a visit. Ana paid $45. The equation 5x + 20 = 45 gives her visits.'
    const message = `${instructions}\n${stem} Which choice is x?\nA) 9\nB) 5\nC) 13\nD) 4`
    const task = readTask(message, 'en', tutorTexts('en'))
    expect(task.maths?.status === 'solved' && task.maths.choice).toBe('B')
  })

  it('keeps a question with no maths as the task, with its sentences and the passage as context', () => {
    const passage = 'The passage describes how a city garden grew over five years as neighbours taught one another.'
    const message = `${instructions}\n${passage}\nWhat is the main purpose of the passage? Explain.\nA) to argue\nB) to describe`
    const task = readTask(message, 'en', tutorTexts('en'))
    expect(task.text.startsWith('What is the main purpose of the passage?')).toBe(true)
    expect(task.maths).toBeUndefined()
    expect(task.context).toEqual([
      'Explain.',
      'What is the main purpose of the passage?',
      passage,
      expect.any(String),
      expect.any(String),
    ])
  })
})

describe('the language a follow-up asks for', () => {
  it('is the one named, or of two named, the one that is not the current', () => {
    expect(languageAskedFor('can u say that in polish')).toBe('pl')
    expect(languageAskedFor('po ukraińsku proszę, kolega nie rozumie po polsku', 'pl')).toBe('uk')
    expect(languageAskedFor('po ukraińsku proszę, kolega nie rozumie po polsku')).toBeUndefined()
  })
})
