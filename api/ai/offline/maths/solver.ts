import type { Language } from '../../../../openapi/types.ts'
import { say, type TutorTexts } from '../texts.ts'
import type { MathKind, MathSolved, MathUnsolved } from './common.ts'
import { formatNumber } from './expr.ts'

/** What every solver needs: the reply's language and texts, and the shape of a solved result. */
export class Solver {
  constructor(
    readonly lang: Language,
    readonly texts: TutorTexts,
  ) {}

  /** Every value the steps were written with: what the verifier (verify.ts) counts as read. */
  readonly seen: string[] = []

  m(key: keyof TutorTexts['maths'], values: Record<string, string | number> = {}): string {
    this.seen.push(...Object.values(values).map(String))
    return say(this.texts, 'maths', key, values)
  }
  n(value: number): string {
    return formatNumber(value, this.lang)
  }
  /** Looks like this kind of problem, but no answer could be found and checked: the tutor declines. */
  unread(kind: MathKind): MathUnsolved {
    return { status: 'unsolved', kind, reason: 'not solved and checked' }
  }
  solved(kind: MathKind, steps: string[], answer: string, check: string, values: number[]): MathSolved | MathUnsolved {
    if (values.some((v) => !Number.isFinite(v))) return { status: 'unsolved', kind, reason: 'non-finite result' }
    return { status: 'solved', kind, steps, answer, check, values, read: [...this.seen] }
  }
}
