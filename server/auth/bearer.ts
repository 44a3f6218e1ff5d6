const BEARER = /^Bearer\s+(\S+)$/i

/**
 * The token of an `Authorization: Bearer <token>` header: the server's own token on protected
 * calls, a Firebase ID token on POST /getToken. Undefined when the header is missing or malformed.
 */
export function bearerToken(authorization: string | undefined): string | undefined {
  return BEARER.exec(authorization ?? '')?.[1]
}
