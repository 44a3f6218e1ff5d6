// The tokens in a mail's links: `<payload>.<mac>`, the payload base64url, the mac an HMAC-SHA256
// of the purpose and the payload under a key derived from TOKEN_SECRET. Nothing is stored for
// them, every instance (same TOKEN_SECRET) checks them, and none can be made without the key.
import { createHmac, timingSafeEqual } from 'node:crypto'

export type TokenPurpose = 'confirm' | 'unsubscribe' | 'invitation'

export interface MailTokens {
  sign(purpose: TokenPurpose, payload: string): string
  /** The payload of a token made for this purpose, or null. */
  verify(purpose: TokenPurpose, token: string): string | null
}

export function mailTokens(secret: Uint8Array): MailTokens {
  // Its own key, so a mail token can never pass for anything else signed with the secret.
  const key = createHmac('sha256', secret).update('quill mail tokens').digest()
  const mac = (purpose: TokenPurpose, payload: string) =>
    createHmac('sha256', key).update(`${purpose}\n${payload}`).digest()
  return {
    sign(purpose, payload) {
      return `${Buffer.from(payload).toString('base64url')}.${mac(purpose, payload).toString('base64url')}`
    },
    verify(purpose, token) {
      const [encoded, signature, extra] = token.split('.')
      if (!encoded || !signature || extra !== undefined) return null
      const payload = Buffer.from(encoded, 'base64url').toString()
      const expected = mac(purpose, payload)
      const given = Buffer.from(signature, 'base64url')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      return payload
    },
  }
}
