import { SMTPServer } from 'smtp-server'
import { simpleParser, type ParsedMail } from 'mailparser'
import type { AddressInfo } from 'node:net'

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startSmtp() {
  const inbox: ParsedMail[] = []
  const waiters: Array<() => void> = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push(mail)
          waiters.splice(0).forEach((wake) => wake())
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
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

  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    waitFor,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  }
}

/** The password link of a message: /redefinir-senha?token=... */
export function passwordLinkIn(mail: ParsedMail): URL {
  const match = /href="([^"]*\/redefinir-senha\?[^"]+)"/.exec(String(mail.html))
  if (!match?.[1]) throw new Error('no password link in the email')
  return new URL(match[1].replace(/&amp;/g, '&'))
}
