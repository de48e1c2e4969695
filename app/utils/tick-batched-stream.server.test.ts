import { setImmediate as nextTurn } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { tickBatchedStream } from './tick-batched-stream.server.ts'

function collect(stream: NodeJS.ReadableStream): Promise<Buffer[]> {
  const chunks: Buffer[] = []
  stream.on('data', (chunk: Buffer) => chunks.push(chunk))
  return new Promise((resolve) => stream.on('end', () => resolve(chunks)))
}

describe('tickBatchedStream', () => {
  it('joins the pieces written in one turn into one chunk, in order', async () => {
    const stream = tickBatchedStream()
    const chunks = collect(stream)
    const pieces = Array.from({ length: 30 }, (_, i) => Buffer.from(`<p>${i}</p>`.padEnd(2048, ' ')))
    for (const piece of pieces) stream.write(piece)
    await nextTurn()
    stream.end()
    const out = await chunks
    expect(out).toHaveLength(1)
    expect(Buffer.concat(out).equals(Buffer.concat(pieces))).toBe(true)
  })

  it('sends what is written in a later turn (a boundary that streams in) as its own chunk', async () => {
    const stream = tickBatchedStream()
    const chunks = collect(stream)
    stream.write('<html>')
    stream.write('<body>')
    await nextTurn()
    await nextTurn()
    stream.write('<template>late</template>')
    stream.end('</html>')
    expect((await chunks).map(String)).toEqual(['<html><body>', '<template>late</template></html>'])
  })
})
