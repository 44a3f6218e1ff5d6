// The verify card shows the address partly hidden (spec §2, §9): the first 6 and the last 12
// characters stay visible. Shorter addresses would show whole under that rule, so they keep
// their first and last third and hide the middle.

const VISIBLE_START = 6
const VISIBLE_END = 12

export function maskEmail(email: string): string {
  const chars = Array.from(email)
  const long = chars.length > VISIBLE_START + VISIBLE_END
  const start = long ? VISIBLE_START : Math.floor(chars.length / 3)
  const end = long ? VISIBLE_END : Math.floor(chars.length / 3)
  const hidden = chars.length - start - end
  return (
    chars.slice(0, start).join('') + '*'.repeat(hidden) + chars.slice(chars.length - end).join('')
  )
}
