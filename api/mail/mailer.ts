// Mail to students through nodemailer over SMTP_URL (decision 067). Without SMTP_URL nothing is sent: in
// development the link is written to the log, so a reset can be tried locally; in any other mode only a warning
// that a mail could not go out (never the link: whoever reads the log must not get into an account).
import nodemailer from 'nodemailer'
import type { Env } from '../env.ts'
import type { Mailer, MailMessage } from '../operations/context.ts'
import type { Logger } from '../ops/logger.ts'

type MailEnv = Pick<Env, 'NODE_ENV' | 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_ORIGIN' | 'OIDC_REDIRECT_ORIGIN' | 'PORT'>

/** Where mailed links point: the configured public origin, else the local server's. */
export function mailOrigin(env: MailEnv): string {
  return (env.PUBLIC_ORIGIN ?? env.OIDC_REDIRECT_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
}

export function createMailer(env: MailEnv, logger: Logger): Mailer {
  const transport = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : undefined
  const send = async (message: MailMessage) => {
    if (transport) {
      await transport.sendMail({ from: env.MAIL_FROM, to: message.to, subject: message.subject, text: message.text })
      logger.info({ subject: message.subject }, 'mail sent')
    } else if (env.NODE_ENV === 'development')
      logger.info({ link: message.link }, `no SMTP_URL: the mail "${message.subject}" was not sent; its link is here`)
    else logger.warn({ subject: message.subject }, 'no SMTP_URL: a mail to a student could not be sent')
  }
  return {
    send,
    later: (task) =>
      void task.catch((error: unknown) => logger.error({ err: error }, 'a mail to a student could not be sent')),
  }
}
