// An actor's key pairs (ADR 0048): RSA for HTTP Signatures, Ed25519 for Object Integrity
// Proofs, made on first need and kept in actor_keys with the private half sealed. Two first
// requests at once both make a pair, but the primary key (uid, kind) lets only one be stored:
// the insert that loses does nothing, and both return the row that is there.
import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify'
import type { Db } from '../db/schema'
import type { KeyCipher } from './key-cipher'

export const KEY_KINDS = [
  { kind: 'rsa', algorithm: 'RSASSA-PKCS1-v1_5' },
  { kind: 'ed25519', algorithm: 'Ed25519' },
] as const

async function storedPair(db: Db, uid: string, kind: string) {
  return db
    .selectFrom('actor_keys')
    .select(['public_jwk', 'private_jwk_encrypted'])
    .where('uid', '=', uid)
    .where('kind', '=', kind)
    .executeTakeFirst()
}

/** The person's key pairs, RSA first (the one `publicKey` names), made if they have none. */
export async function actorKeyPairs(
  db: Db,
  cipher: KeyCipher,
  uid: string,
  now: () => string,
): Promise<CryptoKeyPair[]> {
  const pairs: CryptoKeyPair[] = []
  for (const { kind, algorithm } of KEY_KINDS) {
    let row = await storedPair(db, uid, kind)
    if (!row) {
      const made = await generateCryptoKeyPair(algorithm)
      await db
        .insertInto('actor_keys')
        .values({
          uid,
          kind,
          public_jwk: JSON.stringify(await exportJwk(made.publicKey)),
          private_jwk_encrypted: cipher.seal(JSON.stringify(await exportJwk(made.privateKey))),
          created_at: now(),
        })
        .onConflict((conflict) => conflict.columns(['uid', 'kind']).doNothing())
        .execute()
      row = await storedPair(db, uid, kind)
      if (!row) throw new Error(`The ${kind} key of ${uid} was neither stored nor found`)
    }
    pairs.push({
      publicKey: await importJwk(JSON.parse(row.public_jwk) as JsonWebKey, 'public'),
      privateKey: await importJwk(
        JSON.parse(cipher.open(row.private_jwk_encrypted)) as JsonWebKey,
        'private',
      ),
    })
  }
  return pairs
}
