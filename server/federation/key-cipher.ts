// The actors' private keys at rest (ADR 0048): each JWK sealed with AES-256-GCM under the
// federation key, FEDERATION_KEY or one generated into DATA_DIR as TOKEN_SECRET is.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { secretInDataDir } from '../secret-file'

const VERSION = 'v1'

export interface KeyCipher {
  seal(plain: string): string
  open(sealed: string): string
}

/** 32 bytes from 64 hex digits or base64 (standard or URL-safe). */
export function federationKeyBytes(text: string): Buffer {
  const bytes = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
  if (bytes.length !== 32) throw new Error('The federation key must be 32 bytes')
  return bytes
}

/** FEDERATION_KEY, or the one generated on first start into DATA_DIR/federation-key. */
export function loadFederationKey(configured: string | undefined, dataDir: string): Buffer {
  return federationKeyBytes(configured || secretInDataDir(dataDir, 'federation-key', 32))
}

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url: a fresh 12-byte IV per sealing. */
export function keyCipher(key: Buffer): KeyCipher {
  return {
    seal(plain) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'))
      return [VERSION, ...parts].join('.')
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.')
      if (version !== VERSION || !iv || !tag || data === undefined) {
        throw new Error('Not a sealed key')
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8')
    },
  }
}
