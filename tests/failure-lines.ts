/** The failing tests' names in vitest's and Playwright's output, each with the error line that follows it. */
export function failureLines(out: string, max = 12): string[] {
  // eslint-disable-next-line no-control-regex
  const lines = out.replace(/\u001b\[[0-9;]*m/g, '').split('\n')
  const found: string[] = []
  lines.forEach((line, i) => {
    if (!/^\s*(FAIL\s|×\s|✘\s)/.test(line)) return
    const error = lines.slice(i + 1, i + 6).find((next) => /Error|expected|Timeout|timed out/i.test(next))
    found.push(line.trim() + (error ? ` — ${error.trim().slice(0, 200)}` : ''))
  })
  return [...new Set(found)].slice(0, max)
}
