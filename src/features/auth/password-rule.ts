/**
 * Firebase's own rule (its WEAK_PASSWORD), said under a new password before it can be broken: in
 * words by `auth.passwordRule` (docs/decisions/0077), with this as its `min`.
 */
export const PASSWORD_MIN = 6
