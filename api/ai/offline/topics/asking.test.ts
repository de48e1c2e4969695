import { describe, expect, it } from 'vitest'
import { nodeTutorResources } from '../tutor-node.ts'
import { askingShare, subjectWeight } from './asking.ts'
import { topicModel } from './model.ts'

describe('words of asking (learned from the intent corpus)', () => {
  it('weighs the ways of asking low and the subject words in full', () => {
    expect(subjectWeight('поясн', 'uk', 0.001)).toBeLessThan(0.1)
    expect(askingShare('логарифм', 'uk')).toBe(0)
    expect(subjectWeight('логарифм', 'uk', 0.001)).toBe(1)
  })

  it('lets the subject word decide a question padded with asking words', () => {
    for (const [text, language, topic] of [
      ['що таке логарифм простими словами', 'uk', 'logarithms'],
      ['wytłumacz mi proszę, co to jest mitoza', 'pl', 'genetics'],
    ] as const) {
      expect(topicModel().read(text, language).ranked[0].topic).toBe(topic)
      const notes = nodeTutorResources().search.search(text, { language, kind: 'note' })
      expect(notes.map((h) => h.doc.topic)).toContain(topic)
    }
  })
})
