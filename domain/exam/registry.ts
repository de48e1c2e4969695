import type { CountryCode, ExamTypeName, FullExamId, Language, MaturaLevel } from '../../openapi/types.ts'
import type { Scale } from './full-length/types.ts'

/**
 * The exam registry (decision 116): every exam type of the contract with its catalogue test id (also its full-length
 * mock's id), practice flow and page, language, sections as the contract and the seed spell them, built-in set and
 * score scale. Section names and the exams' other names are written here and nowhere else; the rest of the code
 * looks them up (a test fails on a section name written elsewhere, domain/exam/registry-scan.test.ts).
 */

/** Every section name, once. Code names a section through this table (`SECTION.mathCalculator`). */
export const SECTION = {
  ukrainian: 'Ukrainian Language',
  mathematics: 'Mathematics',
  historyOfUkraine: 'History of Ukraine',
  foreignLanguage: 'Foreign Language',
  readingWriting: 'Evidence-Based Reading & Writing',
  mathNoCalculator: 'Math No Calculator',
  mathCalculator: 'Math Calculator',
  polish: 'Polish Language',
  english: 'English Language',
  math30: 'Math 30-1',
  english30: 'English 30-1',
  biology30: 'Biology 30',
  socialStudies30: 'Social Studies 30-1',
  reading: 'Reading',
  writing: 'Writing',
  literacy10: 'Literacy 10',
  numeracy10: 'Numeracy 10',
  literacy12: 'Literacy 12',
} as const
export type SectionName = (typeof SECTION)[keyof typeof SECTION]

/**
 * What a section is about, for the rules that differ by it: maths gets the maths templates and a calculator,
 * science a calculator, a foreign language is written in its own language (English here), not the exam's.
 */
export type SectionKind = 'maths' | 'science' | 'language' | 'foreign-language' | 'humanities'

export interface ExamSection {
  name: SectionName
  kind: SectionKind
  /** The real exam's timing and length shown on the intro (spec section 3), where the spec gives them. */
  minutes?: number
  questions?: number
}

export interface ExamEntry {
  /** The catalogue's test id, which is also the id of the exam's full-length mock. */
  testId: FullExamId
  flow: 'nmt' | 'sat' | 'matura' | 'canada'
  /** The practice page (unlocalised path). */
  route: `/${string}-practice`
  countryCode: CountryCode
  /** The language the exam's items are written in (foreign-language sections aside). */
  language: Language
  level?: MaturaLevel
  province?: string
  /** Choice options carry their letter in the text ("A) …"), as the paper prints them. */
  lettered: boolean
  sections: readonly ExamSection[]
  /** The built-in set used when loading yields nothing. */
  demo: 'nmt' | 'sat' | 'matura' | 'canada'
  scale: Scale
}

const section = (name: SectionName, kind: SectionKind, minutes?: number, questions?: number): ExamSection => ({
  name,
  kind,
  ...(minutes === undefined ? {} : { minutes, questions }),
})

const MATURA_SECTIONS = [
  section(SECTION.polish, 'language', 170, 25),
  section(SECTION.mathematics, 'maths', 170, 30),
  section(SECTION.english, 'foreign-language', 120, 40),
]
const matura = {
  flow: 'matura',
  route: '/matura-practice',
  countryCode: 'PL',
  language: 'pl',
  demo: 'matura',
  lettered: true,
} as const
const canada = {
  flow: 'canada',
  route: '/canada-practice',
  countryCode: 'CA',
  language: 'en',
  demo: 'canada',
  lettered: false,
} as const

export const EXAMS = {
  NMT: {
    testId: 'nmt',
    flow: 'nmt',
    route: '/nmt-practice',
    countryCode: 'UA',
    language: 'uk',
    lettered: false,
    sections: [
      section(SECTION.ukrainian, 'language'),
      section(SECTION.mathematics, 'maths'),
      section(SECTION.historyOfUkraine, 'humanities'),
      section(SECTION.foreignLanguage, 'foreign-language'),
    ],
    demo: 'nmt',
    // Minimum test points to pass each subject (2024 thresholds as we read them; uncertain, decision 029).
    scale: {
      kind: 'nmt',
      thresholds: {
        [SECTION.ukrainian]: 7,
        [SECTION.mathematics]: 5,
        [SECTION.historyOfUkraine]: 8,
        [SECTION.foreignLanguage]: 5,
      },
    },
  },
  SAT: {
    testId: 'sat',
    flow: 'sat',
    route: '/sat-practice',
    countryCode: 'US',
    language: 'en',
    lettered: true,
    sections: [
      section(SECTION.readingWriting, 'language', 64, 54),
      section(SECTION.mathNoCalculator, 'maths', 25, 20),
      section(SECTION.mathCalculator, 'maths', 55, 38),
    ],
    demo: 'sat',
    scale: { kind: 'sat' },
  },
  MATURA_BASIC: {
    ...matura,
    testId: 'matura-basic',
    level: 'Basic',
    sections: MATURA_SECTIONS,
    scale: { kind: 'percent', pass: 30 },
  },
  MATURA_EXTENDED: {
    ...matura,
    testId: 'matura-extended',
    level: 'Extended',
    sections: MATURA_SECTIONS,
    scale: { kind: 'percent' },
  },
  ALBERTA_DIPLOMA: {
    ...canada,
    testId: 'alberta-diploma',
    province: 'Alberta',
    sections: [
      section(SECTION.math30, 'maths'),
      section(SECTION.english30, 'language'),
      section(SECTION.biology30, 'science'),
      section(SECTION.socialStudies30, 'humanities'),
    ],
    scale: { kind: 'percent' },
  },
  ONTARIO_OSSLT: {
    ...canada,
    testId: 'ontario-osslt',
    province: 'Ontario',
    sections: [section(SECTION.reading, 'language'), section(SECTION.writing, 'language')],
    scale: { kind: 'osslt' },
  },
  BC_LITERACY: {
    ...canada,
    testId: 'bc-literacy',
    province: 'British Columbia',
    sections: [
      section(SECTION.literacy10, 'language'),
      section(SECTION.numeracy10, 'maths'),
      section(SECTION.literacy12, 'language'),
    ],
    scale: { kind: 'bc-proficiency' },
  },
} as const satisfies Record<ExamTypeName, ExamEntry>

type Exams = typeof EXAMS
/** One exam's entry under the common shape (the union of the literal entries lacks the optional fields). */
export const examEntry = (name: ExamTypeName): ExamEntry => EXAMS[name]
/** The four exam flows (the generic /practice flow is not an exam's). */
export type ExamFlow = Exams[ExamTypeName]['flow']
export type DemoSet = Exams[ExamTypeName]['demo']
/** A Canadian exam's catalogue test id. */
export type CanadaTestId = {
  [K in ExamTypeName]: Exams[K]['flow'] extends 'canada' ? Exams[K]['testId'] : never
}[ExamTypeName]

export const EXAM_TYPE_NAMES = Object.keys(EXAMS) as ExamTypeName[]

export const isExamTypeName = (value: string): value is ExamTypeName => Object.hasOwn(EXAMS, value)

/** The exam type of a catalogue test id (case and spaces aside), or undefined when the registry has none. */
export const examTypeOfTest = (testId: string): ExamTypeName | undefined =>
  EXAM_TYPE_NAMES.find((name) => EXAMS[name].testId === testId.trim().toLowerCase())

/**
 * The examType a practice of a catalogue test records: the registry's, or — for a test the registry does not know,
 * which the contract allows as a free-form examType — the id in the exam types' spelling (gre-verbal → GRE_VERBAL).
 */
export const examTypeForTest = (testId: string): string =>
  examTypeOfTest(testId) ?? testId.trim().toUpperCase().replaceAll('-', '_')

/** The catalogue test id of an exam type (its translation key); an unknown one in the test ids' spelling. */
export const testIdOf = (examType: string): string =>
  isExamTypeName(examType) ? EXAMS[examType].testId : examType.trim().toLowerCase().replaceAll('_', '-')

/** The exam types practised on a flow's page, in the registry's order. */
export const examTypesOf = (flow: ExamFlow): ExamTypeName[] => EXAM_TYPE_NAMES.filter((n) => EXAMS[n].flow === flow)

/** The full-length mocks reached from a flow's page. */
export const fullExamsOf = (flow: ExamFlow): FullExamId[] => examTypesOf(flow).map((n) => EXAMS[n].testId)

/** The Matura exam type of a level. */
export const maturaExamType = (level: MaturaLevel): ExamTypeName =>
  examTypesOf('matura').find((n) => examEntry(n).level === level) ?? 'MATURA_BASIC'

/** Whether an exam's choice options are lettered in their text (an unknown exam type's are not). */
export const hasLetteredOptions = (examType: string): boolean => isExamTypeName(examType) && EXAMS[examType].lettered

/** The Matura level an exam type is at; undefined for the other exams. */
export const levelOf = (examType: string): MaturaLevel | undefined =>
  isExamTypeName(examType) ? examEntry(examType).level : undefined

/** A section of an exam type by name, or undefined when the exam has no such section. */
export const sectionOf = (examType: string, name: string): ExamSection | undefined =>
  isExamTypeName(examType) ? examEntry(examType).sections.find((s) => s.name === name) : undefined

/** The section names of an exam type. */
export const sectionNames = (examType: ExamTypeName): SectionName[] => examEntry(examType).sections.map((s) => s.name)

const kindOfName = new Map<string, SectionKind>(
  EXAM_TYPE_NAMES.flatMap((n) => examEntry(n).sections.map((s) => [s.name, s.kind] as const)),
)
/** Whether a section (of any exam) is a foreign-language one, written in its own language. */
export const isForeignLanguageSection = (name: string): boolean => kindOfName.get(name) === 'foreign-language'

/** The English name of each language, for texts written in English (the tutor's instructions). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', uk: 'Ukrainian', pl: 'Polish' }
