/** Firebase's own rule (its WEAK_PASSWORD), said under a new password before it can be broken. */
export const PASSWORD_MIN = 6
export const PASSWORD_RULE = `At least ${PASSWORD_MIN} characters`
