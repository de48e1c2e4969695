/**
 * Whether two words are at most `max` single-letter edits apart (insert, delete, substitute): a typo ("meiosys",
 * "punnet") of a word the model knows. Banded dynamic programming, giving up as soon as every path costs more.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
      best = Math.min(best, current[j])
    }
    if (best > max) return false
    previous = current
  }
  return previous[b.length] <= max
}
