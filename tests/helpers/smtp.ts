import { SMTPServer } from 'smtp-server'
import { simpleParser, type ParsedMail } from 'mailparser'
import type { AddressInfo } from 'node:net'

type SmtpOptions = {
  /** Listen here (a server started again on the port of one stopped); a free port by default. */
  port?: number
  /**
   * Messages for which this is true are read but not answered: the sender waits, as with a
   * server that hangs, and the message is not in the inbox (held) until it is answered.
   */
  hold?: (mail: ParsedMail) => boolean
}

/** A real SMTP server on a local port that keeps every message it accepts. */
export async function startSmtp(options: SmtpOptions = {}) {
  const inbox: ParsedMail[] = []
  const held: ParsedMail[] = []
  const waiters: Array<() => void> = []
  const wake = () => waiters.splice(0).forEach((resume) => resume())
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (options.hold?.(mail)) {
            held.push(mail)
            wake()
            return
          }
          inbox.push(mail)
          wake()
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  /** Resolves with the first message to `to` matching `predicate`, waiting up to 10 s. */
  async function waitFor(
    to: string,
    predicate: (mail: ParsedMail) => boolean = () => true,
  ): Promise<ParsedMail> {
    const deadline = Date.now() + 10_000
    for (;;) {
      const found = inbox.find((m) => m.to && JSON.stringify(m.to).includes(to) && predicate(m))
      if (found) return found
      if (Date.now() > deadline) throw new Error(`no email to ${to}`)
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, 250)
      })
    }
  }

  /** Resolves once `count` messages are held unanswered, waiting up to 60 s. */
  async function waitForHeld(count: number): Promise<void> {
    const deadline = Date.now() + 60_000
    while (held.length < count) {
      if (Date.now() > deadline) throw new Error(`${held.length} of ${count} messages held`)
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, 250)
      })
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    inbox,
    held,
    waitFor,
    waitForHeld,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  }
}

/** The password link of a message: /redefinir-senha?token=... */
export function passwordLinkIn(mail: ParsedMail): URL {
  const match = /href="([^"]*\/redefinir-senha\?[^"]+)"/.exec(String(mail.html))
  if (!match?.[1]) throw new Error('no password link in the email')
  return new URL(match[1].replace(/&amp;/g, '&'))
}
