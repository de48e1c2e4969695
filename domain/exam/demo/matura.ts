import type { Question } from '../../../openapi/types.ts'
import { FLOWS, maturaExamType, type MaturaLevelName } from '../exams.ts'
import { SECTION } from '../registry.ts'
import { demoQuestion, type DemoItem } from './question.ts'

const SECONDS = FLOWS.matura.timer.seconds as number

const demo = (n: number, level: MaturaLevelName, ...item: DemoItem): Question =>
  demoQuestion(
    {
      id: `matura-demo-${n}`,
      examType: maturaExamType(level),
      countryCode: 'PL',
      difficulty: level === 'Extended' ? 'Hard' : 'Medium',
      timeLimit: SECONDS,
      level,
    },
    ...item,
  )

/** The 6 built-in demo questions (Polish, and English for the English section), used only when generation yields nothing. */
export function maturaDemoQuestions(level: MaturaLevelName): Question[] {
  return [
    demo(
      1,
      level,
      SECTION.polish,
      'orthography',
      'W którym zdaniu zapisano wszystkie wyrazy poprawnie?',
      [
        'A) Nie długo wrócę do domu.',
        'B) Niedługo wrócę do domu.',
        'C) Nie długo wrucę do domu.',
        'D) Niedługo wrucę do domu.',
      ],
      1,
      '„Niedługo” to przysłówek w znaczeniu „wkrótce”, więc piszemy go łącznie; „wrócę” piszemy przez „ó”, bo wymienia się na „o” (wrota, powrotny).',
    ),
    demo(
      2,
      level,
      SECTION.polish,
      'literature',
      'Który utwór napisał Adam Mickiewicz?',
      ['A) „Lalka”', 'B) „Pan Tadeusz”', 'C) „Wesele”', 'D) „Przedwiośnie”'],
      1,
      '„Pan Tadeusz” to epopeja narodowa Adama Mickiewicza. „Lalkę” napisał Bolesław Prus, „Wesele” – Stanisław Wyspiański, a „Przedwiośnie” – Stefan Żeromski.',
    ),
    demo(
      3,
      level,
      SECTION.mathematics,
      'algebra',
      'Rozwiązaniem równania 3x − 5 = 2x + 4 jest liczba',
      ['A) −9', 'B) −1', 'C) 1', 'D) 9'],
      3,
      'Odejmujemy 2x od obu stron i dodajemy 5: x = 9. Wynik −1 powstaje, gdy przeniesie się −5 bez zmiany znaku.',
    ),
    demo(
      4,
      level,
      SECTION.mathematics,
      'geometry',
      'Pole kwadratu o przekątnej długości 6 jest równe',
      ['A) 12', 'B) 18', 'C) 36', 'D) 72'],
      1,
      'Pole kwadratu to połowa kwadratu przekątnej: 6² / 2 = 18. Wynik 36 to pole kwadratu o boku 6, a nie o przekątnej 6.',
    ),
    demo(
      5,
      level,
      SECTION.english,
      'grammar',
      'Choose the correct option: "If I ___ more time, I would learn to play the guitar."',
      ['A) have', 'B) had', 'C) will have', 'D) would have'],
      1,
      'This is the second conditional (an unreal present situation): if + past simple, would + infinitive. "Have" and "will have" belong to the first conditional.',
    ),
    demo(
      6,
      level,
      SECTION.english,
      'vocabulary',
      'Choose the word that best completes the sentence: "She was so ___ that she fell asleep on the bus."',
      ['A) exhausted', 'B) exhausting', 'C) excited', 'D) exciting'],
      0,
      '"Exhausted" describes how a person feels (very tired), which explains falling asleep. "Exhausting" describes something that makes you tired; "excited" would not make her fall asleep.',
    ),
  ]
}
