import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
const h = monitorEventLoopDelay({ resolution: 5 })
h.enable()
let last = Date.now()
setInterval(() => {
  const max = h.max / 1e6
  if (max > 30) process.stderr.write(`[eld] t=${Math.round(performance.now())} max=${max.toFixed(1)}ms\n`)
  h.reset()
}, 500).unref()
// Find long synchronous stretches: sample the loop every 10 ms and report gaps.
let prev = performance.now()
setInterval(() => {
  const now = performance.now()
  if (now - prev > 50) process.stderr.write(`[gap] t=${Math.round(now)} gap=${(now - prev).toFixed(0)}ms\n`)
  prev = now
}, 10).unref()
