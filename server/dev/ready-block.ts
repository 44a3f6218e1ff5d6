// What `npm start` says once Quill is listening: one block a newcomer can act on — where it is,
// who to sign in as, where the mail goes — instead of log lines to decode.
import type { Config } from '../config'

export interface ReadyFacts {
  url: string
  /** The demo accounts, when the demo content is on (the emulator, development). */
  demo?: { emails: string[]; password: string } | undefined
  mail: Config['mail']['transport']['kind']
  /** Where the emulator listens, when Quill started it. */
  emulator?: string | undefined
  /** Development: the access log is off unless asked for. */
  development?: boolean | undefined
}

export function readyBlock({ url, demo, mail, emulator, development }: ReadyFacts): string {
  const lines = [`Quill is ready at ${url}`]
  if (demo) {
    lines.push(`  Sign in as   ${demo.emails.join(', ')}`)
    lines.push(`  Password     ${demo.password}`)
  }
  if (mail === 'dev-mailbox')
    lines.push(`  Mail         ${url}/dev-mailbox (nothing leaves this machine)`)
  else if (mail === 'none') lines.push('  Mail         off (set SMTP_URL to send mail)')
  if (emulator) lines.push(`  Sign-in      the Firebase Auth emulator at ${emulator}`)
  if (development) {
    lines.push('  Stop         Ctrl+C   ·   a line per request: LOG_LEVEL=debug npm start')
  }
  return lines.join('\n')
}
