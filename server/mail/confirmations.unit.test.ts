import { expect, test } from 'vitest'
import { domainOf, mailboxOf } from './confirmations'

test('an address is its mailbox without its +tag; Gmail ignores dots', () => {
  expect(mailboxOf('victim+1@example.org')).toBe('victim@example.org')
  expect(mailboxOf('Victim+a+b@Example.ORG')).toBe('victim@example.org')
  expect(mailboxOf('victim@example.org')).toBe('victim@example.org')
  // A name that starts with + is not a tag of the empty name.
  expect(mailboxOf('+only@example.org')).toBe('+only@example.org')
  // Dots count elsewhere, not at Gmail.
  expect(mailboxOf('v.ictim@example.org')).toBe('v.ictim@example.org')
  expect(mailboxOf('v.i.ctim+x@googlemail.com')).toBe('victim@gmail.com')
  expect(domainOf('a+b@Sub.Example.org')).toBe('sub.example.org')
})
