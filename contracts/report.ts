import type { CaseResult, Coverage, SuiteResult } from './runner.ts'

/** The line printed as each case ends. */
export function progressLine(r: CaseResult): string {
  if (r.outcome === 'passed') return `  ✓ ${r.name} (${r.ms} ms)`
  if (r.outcome === 'skipped') return `  - ${r.name} (skipped: ${r.message})`
  return `  ✗ ${r.name}`
}

function failureDetails(r: CaseResult, indent: string): string[] {
  const lines = (r.message ?? '').split('\n').map((l) => `${indent}${l.trim()}`)
  if (r.rule) lines.push(`${indent}rule broken: ${r.rule}`)
  if (r.exchange) {
    const { request, response } = r.exchange
    lines.push(`${indent}request:  ${request.method} ${request.url}${request.body ? ` ${request.body}` : ''}`)
    lines.push(
      response
        ? `${indent}response: ${response.status} ${response.contentType ?? '(no content type)'}${response.location ? ` Location: ${response.location}` : ''}${response.body ? ` ${response.body}` : ''}`
        : `${indent}response: none`,
    )
  }
  return lines
}

export function coverageLine(c: Coverage): string {
  return (
    `coverage: ${c.operationsExercised}/${c.operationsDeclared} operations, ` +
    `${c.pairsExercised}/${c.pairsDeclared} operation × status pairs exercised against those the document declares`
  )
}

function countsLine(passed: number, failed: number, skipped: number): string {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`
}

/** The human summary: per operation, every failure with its request, response and rule; coverage; the totals. */
export function humanReport(result: SuiteResult, { verbose = false } = {}): string {
  const out: string[] = ['', 'per operation:']
  const byOperation = new Map<string, CaseResult[]>()
  for (const r of result.results) byOperation.set(r.operation, [...(byOperation.get(r.operation) ?? []), r])
  const width = Math.max(...[...byOperation.keys()].map((k) => k.length), 10)
  for (const [operation, rs] of byOperation) {
    const n = (o: string) => rs.filter((r) => r.outcome === o).length
    out.push(`  ${operation.padEnd(width)}  ${countsLine(n('passed'), n('failed'), n('skipped'))}`)
    for (const r of rs.filter((x) => x.outcome !== 'passed')) {
      out.push(`    ${r.outcome === 'failed' ? '✗' : '-'} ${r.name}`)
      if (r.outcome === 'failed') out.push(...failureDetails(r, '        '))
      else out.push(`        skipped: ${r.message}`)
    }
  }
  out.push('', coverageLine(result.coverage))
  const missing = result.coverage.operations
    .map((o) => ({ ...o, left: o.declared.filter((d) => !o.exercised.includes(d)) }))
    .filter((o) => o.left.length)
  if (verbose) for (const o of missing) out.push(`  ${o.operation.padEnd(width)}  not exercised: ${o.left.join(', ')}`)
  else if (missing.length) out.push('  (--verbose lists the declared statuses no case exercised)')
  const c = result.created
  out.push(
    `left on the server: ${c.users.length} users (contract-…@example.test), ${c.practiceSessions.length} practice sessions, ` +
      `${c.tutorSessions.length} tutor sessions, ${c.generatedQuestions.length} generated questions ` +
      '(see contracts/README.md "Cleaning up"; --created-file writes their ids)',
  )
  out.push('', `${countsLine(result.passed, result.failed, result.skipped)} (${(result.ms / 1000).toFixed(1)} s)`)
  return out.join('\n')
}

const xml = (s: string) =>
  s
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

const seconds = (ms: number) => (ms / 1000).toFixed(3)

/** JUnit XML: one <testsuite> per operation, one <testcase> per case; coverage as properties. */
export function junitReport(result: SuiteResult): string {
  const byOperation = new Map<string, CaseResult[]>()
  for (const r of result.results) byOperation.set(r.operation, [...(byOperation.get(r.operation) ?? []), r])
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract suite: ${xml(result.target)}" tests="${result.results.length}" failures="${result.failed}" errors="0" skipped="${result.skipped}" time="${seconds(result.ms)}">`,
  ]
  for (const [operation, rs] of byOperation) {
    const n = (o: string) => rs.filter((r) => r.outcome === o).length
    lines.push(
      `  <testsuite name="${xml(operation)}" tests="${rs.length}" failures="${n('failed')}" errors="0" skipped="${n('skipped')}" time="${seconds(rs.reduce((s, r) => s + r.ms, 0))}">`,
    )
    const cov = result.coverage.operations.find((o) => o.operation === operation)
    if (cov)
      lines.push(
        '    <properties>',
        `      <property name="declared statuses" value="${xml(cov.declared.join(' '))}"/>`,
        `      <property name="exercised statuses" value="${xml(cov.exercised.join(' '))}"/>`,
        '    </properties>',
      )
    for (const r of rs) {
      const open = `    <testcase classname="${xml(operation)}" name="${xml(r.name)}" time="${seconds(r.ms)}"`
      if (r.outcome === 'passed') lines.push(`${open}/>`)
      else if (r.outcome === 'skipped')
        lines.push(`${open}>`, `      <skipped message="${xml(r.message ?? '')}"/>`, '    </testcase>')
      else
        lines.push(
          `${open}>`,
          `      <failure message="${xml((r.message ?? '').split('\n')[0])}" type="ContractFailure">${xml(failureDetails(r, '').join('\n'))}</failure>`,
          '    </testcase>',
        )
    }
    lines.push('  </testsuite>')
  }
  lines.push(`  <!-- ${xml(coverageLine(result.coverage)).replace(/--/g, '- -')} -->`, '</testsuites>', '')
  return lines.join('\n')
}
