import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpServer, type FakeSmtpServer } from '../../tests/fake-smtp-server.ts'
import { parseEnv } from '../env.ts'
import { createMailer, mailOrigin } from './mailer.ts'

const message = {
  to: 'olena@example.test',
  subject: 'Reset',
  text: 'Open https://x.test/r?token=abc',
  link: 'https://x.test/r?token=abc',
}

const envOf = (vars: Record<string, string>) => parseEnv(vars as NodeJS.ProcessEnv)

/** A logger whose lines are kept. */
function capturedLogger() {
  const lines: string[] = []
  const stream = new Writable({ write: (chunk, _enc, cb) => (lines.push(String(chunk)), cb()) })
  return { logger: pino({ level: 'info' }, stream), lines }
}

describe('mailer', () => {
  let smtp: FakeSmtpServer
  beforeAll(async () => {
    smtp = await startSmtpServer()
  })
  afterAll(() => smtp.close())

  it('sends through SMTP_URL with MAIL_FROM', async () => {
    const env = envOf({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'ExamReady <mail@examready.test>',
      PUBLIC_ORIGIN: 'https://examready.test',
    })
    const { logger } = capturedLogger()
    await createMailer(env, logger).send(message)
    expect(smtp.messages.at(-1)).toMatchObject({ to: 'olena@example.test', subject: 'Reset' })
    expect(smtp.messages.at(-1)?.text).toContain('token=abc')
  })

  it('without SMTP_URL writes the link to the log in development only, never in production', async () => {
    const dev = capturedLogger()
    await createMailer(envOf({ NODE_ENV: 'development' }), dev.logger).send(message)
    expect(dev.lines.join('')).toContain('token=abc')
    const prod = capturedLogger()
    await createMailer(envOf({ NODE_ENV: 'production' }), prod.logger).send(message)
    expect(prod.lines.join('')).not.toContain('token=abc')
    expect(prod.lines.join('')).toContain('could not be sent')
  })

  it('needs PUBLIC_ORIGIN with SMTP_URL in production, for the links it mails', () => {
    expect(() => envOf({ NODE_ENV: 'production', SMTP_URL: smtp.url })).toThrow(/PUBLIC_ORIGIN/)
    expect(mailOrigin(envOf({ PUBLIC_ORIGIN: 'https://examready.test/' }))).toBe('https://examready.test')
  })
})
