import { describe, expect, it } from 'vitest'
import { dataHash, topicCounts, type TrainingText } from './counts.ts'
import { isSureOf, isTopical, TopicModel, topicModel } from './model.ts'

const texts: TrainingText[] = [
  {
    language: 'en',
    topic: 'genetics',
    text: 'Mitosis makes two identical cells; meiosis makes four gametes.',
    heading: 'Mitosis',
  },
  { language: 'en', topic: 'genetics', text: 'A Punnett square shows the offspring of two parents.' },
  {
    language: 'en',
    topic: 'punctuation',
    text: 'A semicolon joins two independent clauses; a colon introduces a list.',
  },
  { language: 'en', topic: 'punctuation', text: 'An apostrophe marks possession or a missing letter.' },
]

describe('topic model', () => {
  const model = new TopicModel({ data: dataHash(texts), languages: topicCounts(texts, ['genetics', 'punctuation']) })

  it('reads a question in other words than its training texts by the subject words it shares', () => {
    expect(model.read('how does meiosis work?', 'en').ranked[0].topic).toBe('genetics')
    expect(model.read('semicolons vs colons', 'en').ranked[0].topic).toBe('punctuation')
  })

  it("measures how much of a question the topic's texts hold, a word no topic knows counting against it", () => {
    expect(model.support('how does meiosis work?', 'en', 'genetics')).toBe(1)
    // A typo of a known word is that word; a word the model never saw is what the question is about.
    expect(model.support('what is meiosys', 'en', 'genetics')).toBe(1)
    expect(model.support('meiosis in a quasar nebula', 'en', 'genetics')).toBeLessThan(0.5)
    expect(model.support('how does meiosis work?', 'en', 'punctuation')).toBe(0)
  })

  it('knows no topic for words it never saw', () => {
    const reading = model.read('what is the weather tomorrow', 'en')
    expect(reading.known).toBe(0)
    expect(isTopical(reading)).toBe(false)
  })
})

describe('the shipped model (npm run train:topics)', () => {
  it('is sure of subject questions in every language and not of everyday messages', () => {
    for (const [text, language, topic] of [
      ['how do neurotransmitters cross the synapse', 'en', 'nervous_system'],
      ['властивості логарифмів поясни', 'uk', 'logarithms'],
      ['przecinek przy wołaczu', 'pl', 'punctuation'],
    ] as const) {
      const reading = topicModel().read(text, language)
      expect(reading.ranked[0].topic).toBe(topic)
      expect(isTopical(reading)).toBe(true)
    }
    for (const [text, language] of [
      ['can you help me?', 'en'],
      ['склади мені план навчання', 'uk'],
      ['co dalej powtarzać?', 'pl'],
    ] as const)
      expect(isTopical(topicModel().read(text, language))).toBe(false)
  })
})

describe('a sure reading (decision 146)', () => {
  it('is sure of a subject question padded with words of no subject, which the lift bars miss', () => {
    const text = 'пароніми з прикладами, я на нмт з української весь час їх плутаю'
    const reading = topicModel().read(text, 'uk')
    expect(reading.ranked[0].topic).toBe('vocabulary')
    expect(isTopical(reading)).toBe(false)
    expect(isSureOf(reading, text, 'uk')).toBe(true)
  })

  it('is not sure of everyday messages, nor of subjects the bank does not teach', () => {
    for (const [text, language] of [
      ['can you help me with something', 'en'],
      ['how does a fridge keep food cold', 'en'],
      ['jak działa silnik odrzutowy', 'pl'],
    ] as const)
      expect(isSureOf(topicModel().read(text, language), text, language), text).toBe(false)
  })
})
