import { signToken, type TokenPurpose } from '#server/services/signed-tokens.ts'

/**
 * A link's token signed by `secret` for `purpose` and `subject`, valid `msLeft` more
 * milliseconds (negative: expired that long ago): the links the tests alter, age or misuse.
 */
export function tokenValidFor(secret: string, purpose: TokenPurpose, subject: string, msLeft: number) {
  return signToken(secret, { purpose, subject, expiresAt: new Date(Date.now() + msLeft) })
}
