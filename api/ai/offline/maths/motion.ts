import type { MathResult } from './common.ts'
import { of, quantities, unicode, type Quantity } from './quantities.ts'
import { ASKED, question, solveModel, type Model } from './relations.ts'
import type { Solver } from './solver.ts'

/**
 * Motion and work problems read into relations (decision 077): the situation is told by a few relation words in
 * en/uk/pl (catching up, with or against the current, there and back, filling or emptying), the numbers by their
 * units, and what is asked by the question sentence. Meeting head-on stays with word.ts.
 */

const WORDS = {
  catchUp:
    /catch|overtak|same (?:direction|way|road)|one direction|наздожен|наздоган|дожен|доган|(?:тому ж|одному|одн[ао]му) напрямку|той самий бік|dogoni|dogania|(?:tym samym|jednym|tym samym) kierunku/,
  downstream: /downstream|with the current|за течією|по течії|z prądem|z pradem|z biegiem/,
  upstream: /upstream|against the current|проти течії|pod prąd|pod prad/,
  still: /still water|стоячій воді|stojącej wodzie|własn|власн|own speed/,
  current: /current|течі[їя]|prąd|prad/,
  half: /\bhalf|halfway|половин|połow|polow/,
  back: /\bback\b|return|назад|поверну|повертав|wraca|wróci|wroci|powr[oó]t|z powrotem/,
  empties: /empt|drain|спорожн|виливає|opróżni|oprozni|wypompow/,
  together: /together|разом|спільно|razem|wspólnie|wspolnie/,
  alone: /alone|самостійно|окремо|\bсам[аі]?\b|sam[aoy]?\b|osobno/,
  job: /job|work|task|order|fill|tank|pipe|pump|tap|machine|printer|print|mow|paint|crew|team|бригад|замовлен|робот|завдан|наповн|басейн|труб|насос|кран|машин|принтер|друку|викона|prac|zadani|zleceni|brygad|napełni|napelni|basen|rur|pomp|kran|maszyn|drukar|drukuj|wykona|wykop|koparka|malow/,
}
const W = Object.fromEntries(Object.entries(WORDS).map(([k, re]) => [k, unicode(re)])) as Record<
  keyof typeof WORDS,
  RegExp
>

/** The movers go the same way ("catch up", "в одному напрямку", "w tym samym kierunku"): their speeds subtract. */
export const sameDirection = (s: string) => W.catchUp.test(s)

const CLOCK = /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)\b|\b(\d{1,2}):(\d{2})\b/g

/** Clock times of the text in hours (9am → 9, 1:30 pm → 13.5), with the numbers they were written with. */
function clockTimes(s: string): { hours: number; numbers: number[] }[] {
  return [...s.matchAll(CLOCK)].map((m) => {
    const h = Number(m[1] ?? m[4])
    const min = Number(m[2] ?? m[5] ?? 0)
    const pm = m[3] === 'pm' && h < 12 ? 12 : 0
    return { hours: h + pm + min / 60, numbers: (m[2] ?? m[5]) ? [h, min] : [h] }
  })
}

const firstIndex = (s: string, re: RegExp) => re.exec(s)?.index ?? -1
const near = (s: string, q: Quantity, re: RegExp, before = 30) =>
  re.test(s.slice(Math.max(0, q.index - before), q.index + 12))

export function motionModel(s: string): Model | undefined {
  const qs = quantities(s)
  const speeds = qs.filter((q) => q.unit === 'speed')
  const v = speeds.map((q) => q.value)
  const km = of(qs, 'km')
  const hours = of(qs, 'hours')
  const ask = question(s)
  const down = firstIndex(s, W.downstream)
  const up = firstIndex(s, W.upstream)
  if (down >= 0 || up >= 0) {
    const askCurrent = ASKED.current.test(ask) && !W.still.test(ask)
    const pair = (a: string, b: string, used: number[]): Model =>
      askCurrent
        ? { kind: 'motion', unknown: 'current', relations: [`${a}-x=${b}+x`], used }
        : { kind: 'motion', unknown: 'speed', relations: [`x-${b}=${a}-x`], used }
    // Both ways given: downstream speed a, upstream b; the boat's own speed is their mean, the current half the gap.
    if (down >= 0 && up >= 0 && km.length === 1 && hours.length === 2 && !v.length) {
      const [td, tu] = down < up ? hours : [hours[1], hours[0]]
      return pair(`${km[0]}/${td}`, `${km[0]}/${tu}`, [km[0], ...hours])
    }
    if (down >= 0 && up >= 0 && v.length === 2 && !km.length && !hours.length) {
      const [vd, vu] = down < up ? v : [v[1], v[0]]
      return pair(String(vd), String(vu), v)
    }
    const sign = down >= 0 && up < 0 ? '+' : up >= 0 && down < 0 ? '-' : undefined
    if (!sign) return undefined
    // There and back on a river in a total time: d/(v + c) + d/(v − c) = t, the current below the boat's speed.
    if (W.back.test(s) && v.length === 1 && km.length === 1 && hours.length === 1) {
      const [d, t, own] = [km[0], hours[0], v[0]]
      const used = [d, t, own]
      if (ASKED.current.test(ask) && !W.still.test(ask))
        return {
          kind: 'motion',
          unknown: 'current',
          relations: [`${d}/(${own}+x)+${d}/(${own}-x)=${t}`],
          used,
          max: own,
        }
      return undefined
    }
    const current = speeds.find((q) => near(s, q, W.current))
    const own = speeds.find((q) => q !== current)
    if (current && own && km.length === 1 && !hours.length && ASKED.time.test(ask))
      return {
        kind: 'motion',
        unknown: 'time',
        relations: [`x*(${own.value}${sign}${current.value})=${km[0]}`],
        used: [...v, km[0]],
      }
    if (current && !own && km.length === 1 && hours.length === 1 && ASKED.speed.test(ask))
      return {
        kind: 'motion',
        unknown: 'speed',
        relations: [`(x${sign}${current.value})*${hours[0]}=${km[0]}`],
        used: [current.value, km[0], hours[0]],
      }
    return undefined
  }
  // An average speed over legs: the whole distance over the whole time, each leg given by its distance or its time,
  // or legs of equal length ("half the way", "the same road back") when neither is given.
  if (ASKED.average.test(ask) && v.length >= 2 && !(km.length && hours.length)) {
    const used = [...v, ...km, ...hours]
    if (km.length === v.length)
      return {
        kind: 'motion',
        unknown: 'speed',
        relations: [`x*(${km.map((d, i) => `${d}/${v[i]}`).join('+')})=${km.join('+')}`],
        used,
      }
    if (hours.length === v.length)
      return {
        kind: 'motion',
        unknown: 'speed',
        relations: [`x*(${hours.join('+')})=${hours.map((t, i) => `${v[i]}*${t}`).join('+')}`],
        used,
      }
    if (!km.length && !hours.length && v.length === 2 && (W.half.test(s) || W.back.test(s)))
      return { kind: 'motion', unknown: 'speed', relations: [`x*(1/${v[0]}+1/${v[1]})=2`], used }
  }
  // The faster one is d behind the slower: the gap closes at the difference of the speeds.
  if (W.catchUp.test(s) && v.length === 2 && km.length === 1 && !hours.length && ASKED.time.test(ask)) {
    const [slow, fast] = [Math.min(...v), Math.max(...v)]
    return { kind: 'motion', unknown: 'time', relations: [`${fast}*x=${slow}*x+${km[0]}`], used: [...v, km[0]] }
  }
  if (W.catchUp.test(s) && v.length === 2 && !km.length) {
    const clocks = clockTimes(s)
    const delay =
      hours.length === 1 && !clocks.length
        ? { h: hours[0], numbers: hours }
        : clocks.length === 2 && !hours.length
          ? { h: clocks[1].hours - clocks[0].hours, numbers: clocks.flatMap((c) => c.numbers) }
          : undefined
    if (!delay || !(delay.h > 0)) return undefined
    const [slow, fast] = [Math.min(...v), Math.max(...v)]
    const used = [...v, ...delay.numbers]
    if (ASKED.distance.test(ask))
      return { kind: 'motion', unknown: 'distance', relations: [`x/${slow}=x/${fast}+${delay.h}`], used }
    if (!ASKED.time.test(ask)) return undefined
    return { kind: 'motion', unknown: 'time', relations: [`${slow}*(x+${delay.h})=${fast}*x`], used }
  }
  // There at one speed, back at another, in a total time: the distance is d/v₁ + d/v₂ = t.
  if (W.back.test(s) && v.length === 2 && !km.length && hours.length === 1 && ASKED.distance.test(ask))
    return {
      kind: 'motion',
      unknown: 'distance',
      relations: [`x/${v[0]}+x/${v[1]}=${hours[0]}`],
      used: [...v, ...hours],
    }
  if (W.back.test(s) && v.length === 2 && km.length === 1 && !hours.length) {
    const there = `${km[0]}/${v[0]}+${km[0]}/${v[1]}`
    const used = [...v, km[0]]
    if (ASKED.average.test(ask))
      return { kind: 'motion', unknown: 'speed', relations: [`x*(${there})=2*${km[0]}`], used }
    return ASKED.time.test(ask) ? { kind: 'motion', unknown: 'time', relations: [`x=${there}`], used } : undefined
  }
  if (!v.length && km.length === 1 && hours.length === 1 && ASKED.speed.test(ask))
    return { kind: 'motion', unknown: 'speed', relations: [`x*${hours[0]}=${km[0]}`], used: [km[0], hours[0]] }
  // At the same speed: d₁ in t₁, how far in t₂ (or how long for d₂).
  if (!v.length && km.length === 1 && hours.length === 2 && ASKED.distance.test(ask))
    return {
      kind: 'motion',
      unknown: 'distance',
      relations: [`x/${hours[1]}=${km[0]}/${hours[0]}`],
      used: [km[0], ...hours],
    }
  return undefined
}

/** Two or more workers (pipes, machines) with their times for one job; an emptying pipe works against them. */
export function workModel(s: string): Model | undefined {
  const qs = quantities(s)
  if (qs.some((q) => q.unit === 'speed' || q.unit === 'km' || q.unit === 'percent')) return undefined
  const unit = (['hours', 'days', 'minutes'] as const).find((u) => of(qs, u).length >= 2)
  if (!unit || !W.job.test(s)) return undefined
  const times = qs.filter((q) => q.unit === unit)
  if (!ASKED.time.test(question(s))) return undefined
  const used = times.map((q) => q.value)
  const together = times.find((q) => W.together.test(s.slice(Math.max(0, q.index - 45), q.index)))
  if (together && times.length === 2 && W.alone.test(s)) {
    const other = times.find((q) => q !== together)!.value
    return { kind: 'work', unknown: 'time', relations: [`1/${together.value}=1/${other}+1/x`], used }
  }
  if (together) return undefined
  const rates = times.map((q, i) => {
    const clause = s.slice(i ? times[i - 1].index : 0, q.index + 12)
    return `${W.empties.test(clause) ? '-' : '+'}1/${q.value}`
  })
  return { kind: 'work', unknown: 'time', relations: [`1/x=${rates.join('').replace(/^\+/, '')}`], used }
}

export function motionOrWork(sv: Solver, s: string): MathResult | undefined {
  const model = motionModel(s) ?? workModel(s)
  return model && solveModel(sv, s, model)
}
