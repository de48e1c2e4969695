// A real SMTP server for tests (smtp-server, on a real socket): every mail it receives is parsed (mailparser), kept
// in `messages` and, with `mailbox`, written there as one JSON file (to, subject, text), so another process (the
// browser tests) can read it. No TLS and no sign-in: it listens on 127.0.0.1 only.
import { writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string
  subject: string
  text: string
}

export interface FakeSmtpServer {
  /** What to give as SMTP_URL. */
  url: string
  messages: ReceivedMail[]
  close(): Promise<void>
}

export async function startSmtpServer(opts: { mailbox?: string } = {}): Promise<FakeSmtpServer> {
  const messages: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((parsed) => {
          const mail = {
            to: session.envelope.rcptTo.map((r) => r.address).join(', '),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          }
          messages.push(mail)
          if (opts.mailbox)
            writeFileSync(path.join(opts.mailbox, `${Date.now()}-${messages.length}.json`), JSON.stringify(mail))
          done()
        })
        .catch(done)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
