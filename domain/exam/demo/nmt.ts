import { SECTION } from '../registry.ts'
import type { PracticeQuestion } from '../tally.ts'

/**
 * The NMT mock's 5 built-in questions (spec: "5 built-in Ukrainian-language questions"). Used ONLY when the
 * question bank yields nothing (decision 007). Original wording, in Ukrainian.
 */
export const NMT_BUILTIN_QUESTIONS: PracticeQuestion[] = [
  {
    id: 'nmt-builtin-1',
    examType: 'NMT',
    countryCode: 'UA',
    section: SECTION.ukrainian,
    topic: 'grammar',
    difficulty: 'Easy',
    questionText: 'Укажіть правильну форму кличного відмінка імені Петро.',
    options: ['Петро', 'Петре', 'Петрові', 'Петра'],
    correctAnswer: 'Петре',
    explanation:
      'Чоловічі імена твердої групи в кличному відмінку мають закінчення -е: Петро — Петре. «Петрові» — давальний, «Петра» — родовий відмінок.',
    timeLimit: 60,
  },
  {
    id: 'nmt-builtin-2',
    examType: 'NMT',
    countryCode: 'UA',
    section: SECTION.ukrainian,
    topic: 'punctuation',
    difficulty: 'Medium',
    questionText: 'У якому реченні пропущено кому?',
    options: [
      'Діти читали цікаву книжку.',
      'Сонце сховалося за обрій.',
      'Я знаю що ти прийдеш вчасно.',
      'Ми гуляли в парку до вечора.',
    ],
    correctAnswer: 'Я знаю що ти прийдеш вчасно.',
    explanation:
      'Підрядне з’ясувальне речення приєднується сполучником «що», перед яким ставимо кому: «Я знаю, що ти прийдеш вчасно». Решта речень прості й коми не потребують.',
    timeLimit: 90,
  },
  {
    id: 'nmt-builtin-3',
    examType: 'NMT',
    countryCode: 'UA',
    section: SECTION.mathematics,
    topic: 'algebra',
    difficulty: 'Easy',
    questionText: 'Розв’яжіть рівняння 3x − 7 = 11.',
    options: ['6', '4', '−6', '3'],
    correctAnswer: '6',
    explanation: 'Переносимо −7 у праву частину: 3x = 11 + 7 = 18, отже x = 18 : 3 = 6. Перевірка: 3 · 6 − 7 = 11.',
    timeLimit: 120,
  },
  {
    id: 'nmt-builtin-4',
    examType: 'NMT',
    countryCode: 'UA',
    section: SECTION.mathematics,
    topic: 'geometry',
    difficulty: 'Easy',
    questionText: 'Знайдіть площу прямокутника зі сторонами 5 см і 8 см.',
    options: ['13 см²', '26 см²', '80 см²', '40 см²'],
    correctAnswer: '40 см²',
    explanation:
      'Площа прямокутника дорівнює добутку його сторін: 5 · 8 = 40 см². 26 см — це периметр, а 13 см — півпериметр.',
    timeLimit: 120,
  },
  {
    id: 'nmt-builtin-5',
    examType: 'NMT',
    countryCode: 'UA',
    section: SECTION.historyOfUkraine,
    topic: 'medieval_period',
    difficulty: 'Medium',
    questionText: 'Який князь запровадив християнство як державну релігію Київської Русі 988 року?',
    options: ['Ярослав Мудрий', 'Володимир Великий', 'Святослав Хоробрий', 'Ігор Рюрикович'],
    correctAnswer: 'Володимир Великий',
    explanation:
      'Хрещення Русі 988 року пов’язане з князем Володимиром Великим. Ярослав Мудрий — його син, відомий «Руською правдою»; Святослав і Ігор правили раніше.',
    timeLimit: 60,
  },
]
