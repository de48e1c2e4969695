/**
 * Number words of the three languages as digits ("the sixth term", "перших двадцяти членів", "pięciu początkowych
 * wyrazów"). Short words are matched whole (три, not трикутник); longer Ukrainian and Polish ones as stems, since
 * cardinals and ordinals share one and every case ending follows it. Longer stems come first (п'ятнадцят before п'ят). "First" is left alone: "the
 * first 6 terms" names no number.
 */
const NUMBERS: [number, string[], string[]][] = [
  [20, ['twenty', 'twentieth'], ['двадцят', 'dwudziest', 'dwadzieści']],
  [15, ['fifteen', 'fifteenth'], ["п'ятнадцят", 'пʼятнадцят', 'пятнадцят', 'piętnast']],
  [12, ['twelve', 'twelfth'], ['дванадцят', 'dwunast']],
  [10, ['ten', 'tenth', 'dziesięć'], ['десят', 'dziesięci', 'dziesiąt']],
  [9, ['nine', 'ninth', 'dziewięć'], ["дев'ят", 'девʼят', 'девят', 'dziewięci', 'dziewiąt']],
  [8, ['eight', 'eighth', 'вісім', 'osiem'], ['восьм', 'ośmi', 'ósm']],
  [7, ['seven', 'seventh', 'сім', 'семи', 'siedem'], ['сьом', 'siedmi', 'siódm']],
  [6, ['six', 'sixth', 'шість', 'шести', 'sześć'], ['шост', 'sześci', 'szóst']],
  [5, ['five', 'fifth', 'pięć'], ["п'ят", 'пʼят', 'pięci', 'piąt']],
  [4, ['four', 'fourth'], ['чотир', 'четверт', 'czter', 'czwart']],
  [3, ['three', 'third', 'три', 'трьох', 'trzy', 'trzech'], ['трет', 'trzec']],
  [2, ['two', 'second', 'два', 'двох', 'dwa', 'dwóch'], ['друг', 'drug']],
]

const WHOLE = NUMBERS.flatMap(([, words]) => words)
const STEMS = NUMBERS.flatMap(([, , stems]) => stems)
const WORD = new RegExp(String.raw`(?<![\p{L}'ʼ])(?:(${WHOLE.join('|')})(?!\p{L})|(${STEMS.join('|')})\p{L}*)`, 'gu')

/** The text with each number word written as its number. */
export function withNumberWords(text: string): string {
  return text.replace(WORD, (word, whole?: string, stem?: string) => {
    const found = NUMBERS.find(([, words, stems]) => (whole ? words.includes(whole) : stems.includes(stem!)))
    return found ? String(found[0]) : word
  })
}
