// Which addresses the server may connect to on a stranger's behalf (ADR 0054): a URL someone
// else names (an actor, a key, an inbox, an imported image) must not reach this machine, its
// network or a cloud's metadata service. The check is on the address itself, in every way it
// can be written: IPv4, IPv6, an IPv4 address inside IPv6 (mapped, compatible, NAT64, 6to4,
// Teredo) and the shared (CGNAT) and IETF ranges, so the same host cannot be named past it.
import net from 'node:net'

const v4 = new net.BlockList()
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // shared address space (CGNAT); also some clouds' metadata (100.100.100.200)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the usual metadata service
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  v4.addSubnet(address, prefix, 'ipv4')
}

/** IPv6 outside the global unicast block (2000::/3), and the special blocks inside it. */
const v6 = new net.BlockList()
for (const [address, prefix] of [
  ['2001::', 23], // IETF protocol assignments, Teredo (2001::/32) among them
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: relayed to the IPv4 address inside, whichever it is
] as const) {
  v6.addSubnet(address, prefix, 'ipv6')
}
const globalUnicast = new net.BlockList()
globalUnicast.addSubnet('2000::', 3, 'ipv6')

/** The sixteen bytes of an IPv6 address (already known to be one). */
function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '')
  // A trailing dotted IPv4 part is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const groups = (part: string) => (part ? part.split(':') : [])
  const left = groups(head)
  const right = tail === undefined ? [] : groups(tail)
  const all = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  return all.flatMap((group) => {
    const n = parseInt(group, 16)
    return [n >> 8, n & 0xff]
  })
}

const dottedOf = (bytes: number[]) => bytes.join('.')

/** Whether the server may connect to this literal address on a stranger's behalf. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address)
  if (family === 4) return !v4.check(address, 'ipv4')
  if (family !== 6) return false
  const bytes = ipv6Bytes(address)
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0)
  // An IPv4 address written as IPv6 is that IPv4 address: mapped (::ffff:a.b.c.d, in any
  // spelling, ::ffff:7f00:1 too) and the old compatible form (::a.b.c.d).
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) {
    return isPublicAddress(dottedOf(bytes.slice(12)))
  }
  if (zeros(0, 12)) return false // ::, ::1 and ::a.b.c.d
  // NAT64 (64:ff9b::/96 and the local 64:ff9b:1::/48) reaches whatever IPv4 address it carries,
  // chosen by whoever named it: never.
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b) return false
  if (!globalUnicast.check(address, 'ipv6')) return false
  return !v6.check(address, 'ipv6')
}
