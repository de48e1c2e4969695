// The maths item families (linear equations, percentages, sequences, …): each draws its numbers, computes the
// answer and builds the distractors from the mistakes students typically make.
import { fmt, span, sub, sup, T, type Template } from './template-kit.ts'

export const linearEquation: Template = (r, level, lang) => {
  const a = r.int(2, span(level, 5, 9, 15))
  const x = r.nonZero(-span(level, 9, 15, 30), span(level, 9, 15, 30))
  const b = r.nonZero(-20, 20)
  const c = a * x + b
  const eq = `${a}x ${b < 0 ? '−' : '+'} ${Math.abs(b)} = ${c}`
  return {
    topic: 'algebra',
    text: T(lang, `Solve the equation ${eq}.`, `Розв'яжіть рівняння ${eq}.`, `Rozwiąż równanie ${eq}.`),
    answer: x,
    distractors: [(c + b) / a, c - b, -x, x + 1],
    why: T(
      lang,
      `Move ${b} to the right side: ${a}x = ${c - b}, then divide by ${a}: x = ${x}. Adding ${b} instead of subtracting it gives ${fmt((c + b) / a)}; forgetting to divide gives ${c - b}.`,
      `Перенесемо ${b} у праву частину: ${a}x = ${c - b}, поділимо на ${a}: x = ${x}. Якщо додати ${b} замість віднімання, вийде ${fmt((c + b) / a)}; якщо забути поділити — ${c - b}.`,
      `Przenosimy ${b} na prawą stronę: ${a}x = ${c - b}, dzielimy przez ${a}: x = ${x}. Dodanie ${b} zamiast odjęcia daje ${fmt((c + b) / a)}; pominięcie dzielenia daje ${c - b}.`,
    ),
  }
}

export const percentChange: Template = (r, level, lang) => {
  const p = r.pick(level === 'Easy' ? [10, 20, 25, 50] : [15, 20, 25, 30, 40])
  const original = r.int(2, span(level, 20, 40, 90)) * 20
  const after = (original * (100 - p)) / 100
  return {
    topic: 'percentages',
    text: T(
      lang,
      `After a ${p}% discount, a jacket costs ${fmt(after)}. What was its price before the discount?`,
      `Після знижки ${p}% куртка коштує ${fmt(after)} грн. Скільки вона коштувала до знижки?`,
      `Po obniżce o ${p}% kurtka kosztuje ${fmt(after)} zł. Ile kosztowała przed obniżką?`,
    ),
    answer: original,
    distractors: [after * (1 + p / 100), after + p, (after * p) / 100 + after + 1],
    why: T(
      lang,
      `${fmt(after)} is ${100 - p}% of the old price, so the price was ${fmt(after)} ÷ ${(100 - p) / 100} = ${original}. Adding ${p}% to ${fmt(after)} (${fmt(after * (1 + p / 100))}) is the usual mistake: the percent is of the old price, not the new one.`,
      `${fmt(after)} — це ${100 - p}% старої ціни, тож ціна була ${fmt(after)} : ${(100 - p) / 100} = ${original}. Типова помилка — додати ${p}% до ${fmt(after)} (${fmt(after * (1 + p / 100))}): відсоток береться від старої ціни, а не від нової.`,
      `${fmt(after)} to ${100 - p}% starej ceny, więc cena wynosiła ${fmt(after)} : ${(100 - p) / 100} = ${original}. Typowy błąd to doliczenie ${p}% do ${fmt(after)} (${fmt(after * (1 + p / 100))}): procent liczy się od starej ceny, nie od nowej.`,
    ),
  }
}

export const arithmeticSequence: Template = (r, level, lang) => {
  const a1 = r.int(-10, 20)
  const d = r.nonZero(-span(level, 5, 8, 12), span(level, 5, 8, 12))
  const n = r.int(span(level, 5, 8, 12), span(level, 10, 20, 40))
  const an = a1 + (n - 1) * d
  return {
    topic: 'sequences',
    text: T(
      lang,
      `In an arithmetic sequence a₁ = ${a1} and the common difference is ${d}. Find a${sub(n)}.`,
      `В арифметичній прогресії a₁ = ${a1}, різниця d = ${d}. Знайдіть a${sub(n)}.`,
      `W ciągu arytmetycznym a₁ = ${a1}, a różnica r = ${d}. Oblicz a${sub(n)}.`,
    ),
    answer: an,
    distractors: [a1 + n * d, a1 + (n - 2) * d, n * d],
    why: T(
      lang,
      `aₙ = a₁ + (n − 1)d = ${a1} + ${n - 1}·(${d}) = ${an}. Using n instead of n − 1 gives ${a1 + n * d}.`,
      `aₙ = a₁ + (n − 1)d = ${a1} + ${n - 1}·(${d}) = ${an}. Якщо взяти n замість n − 1, вийде ${a1 + n * d}.`,
      `aₙ = a₁ + (n − 1)r = ${a1} + ${n - 1}·(${d}) = ${an}. Użycie n zamiast n − 1 daje ${a1 + n * d}.`,
    ),
  }
}

const TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
] as const
export const pythagoras: Template = (r, level, lang) => {
  const [a, b, c] = r.pick(TRIPLES)
  const k = r.int(1, span(level, 2, 3, 5))
  const [x, y, z] = [a * k, b * k, c * k]
  return {
    topic: 'geometry',
    text: T(
      lang,
      `A right triangle has legs ${x} and ${y}. How long is its hypotenuse?`,
      `Катети прямокутного трикутника дорівнюють ${x} і ${y}. Знайдіть гіпотенузу.`,
      `Przyprostokątne trójkąta prostokątnego mają długości ${x} i ${y}. Oblicz długość przeciwprostokątnej.`,
    ),
    answer: z,
    distractors: [x + y, x * x + y * y, Math.abs(y - x) + z],
    why: T(
      lang,
      `By Pythagoras, c² = ${x}² + ${y}² = ${x * x + y * y}, so c = ${z}. ${x * x + y * y} is c² (the root was not taken) and ${x + y} adds the legs, which is never right.`,
      `За теоремою Піфагора c² = ${x}² + ${y}² = ${x * x + y * y}, тож c = ${z}. ${x * x + y * y} — це c² (забули добути корінь), а ${x + y} — сума катетів, що неправильно.`,
      `Z twierdzenia Pitagorasa c² = ${x}² + ${y}² = ${x * x + y * y}, więc c = ${z}. ${x * x + y * y} to c² (bez pierwiastka), a ${x + y} to suma przyprostokątnych, co jest błędem.`,
    ),
  }
}

export const linearSystem: Template = (r, level, lang) => {
  const x = r.int(-span(level, 5, 10, 20), span(level, 9, 15, 25))
  const y = r.int(-span(level, 5, 10, 20), span(level, 9, 15, 25))
  const m = r.int(1, span(level, 1, 3, 5))
  const eq1 = `x + ${m === 1 ? '' : m}y = ${x + m * y}`
  const eq2 = `x − y = ${x - y}`
  return {
    topic: 'equations',
    text: T(
      lang,
      `Solve the system ${eq1}, ${eq2}. What is x?`,
      `Розв'яжіть систему ${eq1}, ${eq2}. Знайдіть x.`,
      `Rozwiąż układ ${eq1}, ${eq2}. Ile wynosi x?`,
    ),
    answer: x,
    distractors: [y, x + y, x - y === x ? x + 2 : x - y],
    why: T(
      lang,
      `Subtract the second equation from the first: ${m + 1}y = ${x + m * y - (x - y)}, so y = ${y}; then x = ${x - y} + y = ${x}. ${y} is y, not x.`,
      `Віднімемо друге рівняння від першого: ${m + 1}y = ${x + m * y - (x - y)}, отже y = ${y}; тоді x = ${x - y} + y = ${x}. ${y} — це y, а не x.`,
      `Odejmijmy drugie równanie od pierwszego: ${m + 1}y = ${x + m * y - (x - y)}, więc y = ${y}; stąd x = ${x - y} + y = ${x}. ${y} to wartość y, nie x.`,
    ),
  }
}

export const exponents: Template = (r, level, lang) => {
  const base = r.pick([2, 3, 5])
  const p = r.int(2, span(level, 6, 9, 15))
  const q = r.int(2, span(level, 6, 9, 15))
  const s = r.int(1, p + q - 1)
  const ans = p + q - s
  const expr = `${base}${sup(p)} · ${base}${sup(q)} : ${base}${sup(s)}`
  return {
    topic: 'algebra',
    text: T(
      lang,
      `Write ${expr} as a power of ${base}. What is the exponent?`,
      `Запишіть ${expr} як степінь числа ${base}. Чому дорівнює показник?`,
      `Zapisz ${expr} jako potęgę liczby ${base}. Ile wynosi wykładnik?`,
    ),
    answer: ans,
    distractors: [p * q - s, p + q + s, p * q],
    why: T(
      lang,
      `Multiplying powers adds exponents and dividing subtracts them: ${p} + ${q} − ${s} = ${ans}. Multiplying the exponents (${p * q}) is the common mistake.`,
      `При множенні степенів показники додаються, при діленні — віднімаються: ${p} + ${q} − ${s} = ${ans}. Типова помилка — перемножити показники (${p * q}).`,
      `Przy mnożeniu potęg wykładniki się dodaje, przy dzieleniu odejmuje: ${p} + ${q} − ${s} = ${ans}. Częsty błąd to mnożenie wykładników (${p * q}).`,
    ),
  }
}

export const mean: Template = (r, level, lang) => {
  const n = span(level, 4, 5, 6)
  const values = Array.from({ length: n }, () => r.int(1, span(level, 20, 50, 99)))
  const total = values.reduce((a, b) => a + b, 0)
  // Keep the mean a whole number by adjusting the last value.
  values[n - 1] += (n - (total % n)) % n
  const sum = values.reduce((a, b) => a + b, 0)
  const avg = sum / n
  const sorted = [...values].sort((a, b) => a - b)
  return {
    topic: 'statistics',
    text: T(
      lang,
      `Find the mean of ${values.join(', ')}.`,
      `Знайдіть середнє арифметичне чисел ${values.join(', ')}.`,
      `Oblicz średnią arytmetyczną liczb ${values.join(', ')}.`,
    ),
    answer: avg,
    distractors: [sum, sorted[Math.floor(n / 2)] === avg ? avg + 2 : sorted[Math.floor(n / 2)], sum / (n - 1)],
    why: T(
      lang,
      `The sum is ${sum} and there are ${n} numbers, so the mean is ${sum} ÷ ${n} = ${fmt(avg)}. The middle value of the sorted list is the median, not the mean.`,
      `Сума дорівнює ${sum}, чисел ${n}, тож середнє ${sum} : ${n} = ${fmt(avg)}. Середнє значення впорядкованого ряду — це медіана, а не середнє арифметичне.`,
      `Suma wynosi ${sum}, liczb jest ${n}, więc średnia to ${sum} : ${n} = ${fmt(avg)}. Środkowa wartość uporządkowanego ciągu to mediana, nie średnia.`,
    ),
  }
}

export const logarithm: Template = (r, level, lang) => {
  const base = r.pick([2, 3, 5, 10])
  const k = r.int(2, span(level, 3, 4, 6))
  const value = base ** k
  return {
    topic: 'logarithms',
    text: T(
      lang,
      `Evaluate log${sub(base)}(${value}).`,
      `Обчисліть log${sub(base)}(${value}).`,
      `Oblicz log${sub(base)}(${value}).`,
    ),
    answer: k,
    distractors: [value / base, k + 1, base * k],
    why: T(
      lang,
      `${base}${sup(k)} = ${value}, so log${sub(base)}(${value}) = ${k}. ${fmt(value / base)} divides instead of asking “to which power”.`,
      `${base}${sup(k)} = ${value}, тому log${sub(base)}(${value}) = ${k}. ${fmt(value / base)} — результат ділення, а логарифм відповідає на запитання «до якого степеня».`,
      `${base}${sup(k)} = ${value}, więc log${sub(base)}(${value}) = ${k}. ${fmt(value / base)} to wynik dzielenia, a logarytm odpowiada na pytanie „do jakiej potęgi”.`,
    ),
  }
}

export const unitPrice: Template = (r, level, lang) => {
  const grams = r.pick([250, 400, 500, 750])
  const price = r.int(2, span(level, 6, 9, 12)) + r.pick([0, 0.25, 0.5, 0.75])
  const per100 = Math.round((price / grams) * 100 * 100) / 100
  return {
    topic: 'proportional_reasoning',
    text: T(
      lang,
      `A ${grams} g box of cereal costs $${price.toFixed(2)}. What is the price per 100 g, to the nearest cent?`,
      `Пачка пластівців масою ${grams} г коштує ${price.toFixed(2)} грн. Скільки коштують 100 г (з точністю до копійки)?`,
      `Opakowanie płatków ${grams} g kosztuje ${price.toFixed(2)} zł. Ile kosztuje 100 g (z dokładnością do grosza)?`,
    ),
    answer: `$${per100.toFixed(2)}`,
    distractors: [
      `$${(Math.round((grams / price) * 100) / 100).toFixed(2)}`,
      `$${(Math.round((price / grams) * 1000) / 100).toFixed(2)}`,
      `$${(per100 + 0.1).toFixed(2)}`,
    ],
    why: T(
      lang,
      `Price per gram is ${price.toFixed(2)} ÷ ${grams}; times 100 gives $${per100.toFixed(2)}. Dividing grams by price gives grams per dollar, not a price.`,
      `Ціна грама — ${price.toFixed(2)} : ${grams}; помноживши на 100, отримаємо ${per100.toFixed(2)}. Ділення грамів на ціну дає грами за гривню, а не ціну.`,
      `Cena grama to ${price.toFixed(2)} : ${grams}; po pomnożeniu przez 100 otrzymujemy ${per100.toFixed(2)}. Dzielenie gramów przez cenę daje gramy za złotówkę, a nie cenę.`,
    ),
  }
}
