/** Where Start Practice Test leads, by test id (spec: /select-country). */
export function practiceRouteFor(testId: string): string {
  const id = testId.toLowerCase()
  if (id === 'nmt') return '/nmt-practice'
  if (id === 'sat') return '/sat-practice'
  if (id.includes('matura')) return '/matura-practice'
  if (id.includes('alberta') || id.includes('ontario') || id.includes('bc')) return '/canada-practice'
  return '/practice'
}
