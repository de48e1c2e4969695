import type { MetaFunction } from '@remix-run/node'

export const meta: MetaFunction = () => [{ title: 'ExamReady' }]

export default function Index() {
  return (
    <main className="mx-auto max-w-2xl p-8">
      <h1 className="text-3xl font-bold">ExamReady</h1>
    </main>
  )
}
