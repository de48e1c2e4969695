/**
 * Units of measure named in a message, by dimension (length, time, mass, money), in en/uk/pl. A message that names
 * one dimension in two units ("boki 3 dm i 40 cm", "wynik podaj w metrach", "ile minut … 80 km/h", "w groszach")
 * asks for a conversion; a reader that does not convert would show a number in the wrong unit.
 */

/** A unit: its symbol (read after a number or "in": 5 cm, w mm) and its words (read anywhere). */
type Unit = [symbol: string, words: string]

const DIMENSIONS: Record<string, Unit[]> = {
  length: [
    ['mm|мм', 'milimetr|millimet|міліметр'],
    ['cm|см', 'centymetr|centimet|сантиметр'],
    ['dm|дм', 'decymetr|decimet|дециметр'],
    ['m|м', 'metr|metre|meter|метр'],
    ['km|км', 'kilometr|kilomet|кілометр'],
  ],
  time: [
    ['s|sec|sek|с', 'sekund|seconds|секунд'],
    ['min|хв', 'minut|хвилин'],
    ['h|godz|год', 'godzin|hour|годин'],
  ],
  mass: [
    ['mg|мг', 'miligram|milligram|міліграм'],
    ['g|г', 'gram|грам'],
    ['dag', 'dekagram'],
    ['kg|кг', 'kilogram|кілограм'],
  ],
  money: [
    ['zł|zl|pln', 'złot|zlot'],
    ['gr', 'grosz'],
    ['грн', 'гривн'],
    ['коп', 'копій|копійк'],
  ],
}

const named = ([symbol, words]: Unit) =>
  new RegExp(`(?:\\d\\s*|(?<![\\p{L}])(?:w|in|у|в)\\s+)(?:${symbol})(?![\\p{L}])|(?<![\\p{L}])(?:${words})`, 'iu')

const UNITS = Object.values(DIMENSIONS).map((units) => units.map(named))

/** Whether some dimension is named in two different units. */
export const mixedUnits = (message: string): boolean =>
  UNITS.some((units) => units.filter((re) => re.test(message)).length > 1)
