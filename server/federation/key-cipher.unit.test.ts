// The federation key and the sealing of the actors' private keys (ADR 0048).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { loadConfig } from '../config'
import { federationKeyBytes, keyCipher, loadFederationKey } from './key-cipher'

const HEX = '0f'.repeat(32)

test('the key is 32 bytes from hex or base64, either alphabet; the config refuses other sizes', () => {
  const bytes = federationKeyBytes(HEX)
  expect(federationKeyBytes(bytes.toString('base64'))).toEqual(bytes)
  expect(federationKeyBytes(bytes.toString('base64url'))).toEqual(bytes)
  expect(() => loadConfig({ FEDERATION_KEY: 'ab'.repeat(16) })).toThrow(/FEDERATION_KEY/)
  expect(loadConfig({ FEDERATION_KEY: HEX }).federationKey).toBe(HEX)
})

test('unset, a key is made once into DATA_DIR, readable by us only, and kept', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-fedkey-'))
  const first = loadFederationKey(undefined, dir)
  expect(first).toHaveLength(32)
  expect(fs.statSync(path.join(dir, 'federation-key')).mode & 0o777).toBe(0o600)
  expect(loadFederationKey(undefined, dir)).toEqual(first)
  expect(loadFederationKey(HEX, dir)).toEqual(federationKeyBytes(HEX))
})

test('a sealed text opens again; each sealing differs; a changed byte does not open', () => {
  const cipher = keyCipher(federationKeyBytes(HEX))
  const plain = '{"kty":"OKP","d":"secret-part"}'
  const a = cipher.seal(plain)
  const b = cipher.seal(plain)
  expect(a).not.toBe(b)
  expect(a).not.toContain('secret-part')
  expect(cipher.open(a)).toBe(plain)
  const [version, iv, tag, data = ''] = a.split('.')
  const flipped = `${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`
  expect(() => cipher.open([version, iv, tag, flipped].join('.'))).toThrow()
  expect(() => cipher.open('not sealed')).toThrow()
})
