// Whether a host name or a peer address is this machine: the emulator-mode HOST check, the
// allowed host names and the dev mailbox's "only from here" all ask it.
import { isIP } from 'node:net'

export function isLoopback(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1')
  if (name === 'localhost') return true
  // An IPv4 peer on a dual-stack socket shows as ::ffff:127.0.0.1.
  const v4 = name.startsWith('::ffff:') ? name.slice('::ffff:'.length) : name
  if (isIP(v4) === 4) return v4.startsWith('127.')
  return name === '::1'
}
