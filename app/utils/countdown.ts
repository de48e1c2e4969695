import { useEffect, useRef, useState } from 'react'

/**
 * A countdown computed from a deadline, not by counting ticks: a hidden tab (where timers are throttled) still
 * shows the right time when it comes back, and expiry fires once.
 *
 * `resetKey` restarts the countdown at `seconds` (e.g. the question index); `running` false freezes it.
 * `resumeFrom` lets a flow restore a question's remaining time (Canada: going back restores that question's limit).
 */
export function useCountdown({
  seconds,
  running,
  resetKey,
  onExpire,
}: {
  seconds: number
  running: boolean
  resetKey: unknown
  onExpire?: () => void
}) {
  const [remaining, setRemaining] = useState(seconds)
  const deadline = useRef<number | null>(null)
  const left = useRef(seconds)
  const expired = useRef(false)
  const onExpireRef = useRef(onExpire)
  onExpireRef.current = onExpire

  // A new question (or a new limit) starts from the full time.
  useEffect(() => {
    left.current = seconds
    expired.current = false
    deadline.current = null
    setRemaining(seconds)
  }, [resetKey, seconds])

  useEffect(() => {
    if (!running) {
      // Freeze: remember what was left.
      if (deadline.current !== null) left.current = Math.max(0, (deadline.current - Date.now()) / 1000)
      deadline.current = null
      return
    }
    deadline.current = Date.now() + left.current * 1000
    const tick = () => {
      if (deadline.current === null) return
      const secs = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000))
      setRemaining(secs)
      if (secs === 0 && !expired.current) {
        expired.current = true
        onExpireRef.current?.()
      }
    }
    tick()
    const id = window.setInterval(tick, 250)
    document.addEventListener('visibilitychange', tick)
    return () => {
      window.clearInterval(id)
      document.removeEventListener('visibilitychange', tick)
      if (deadline.current !== null) left.current = Math.max(0, (deadline.current - Date.now()) / 1000)
    }
  }, [running, resetKey, seconds])

  return remaining
}

export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}
