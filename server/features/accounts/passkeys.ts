import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'
import type { Sql } from '#server/db/client.ts'
import { newToken } from './tokens.ts'

/**
 * Passkeys (WebAuthn, ADR 055): added by a signed-in person, then used to sign in without
 * e-mail. Each ceremony's challenge is stored and used once, within 5 minutes. The checks
 * use @simplewebauthn/server's helpers (CBOR, authenticator data) and a COSE signature check
 * on WebCrypto (cose-signature.ts), not its whole verifiers: those carry every attestation format's certificate
 * parsers (77 KB gzip), and the site asks for no attestation ("none").
 */
const helpers = () => import('./webauthn-helpers.ts')

/** Where the ceremony happens: the page's origin and its host (the relying party). */
export type RelyingParty = { origin: string; id: string; name: string }

export type Passkey = { id: string; createdAt: Date; lastUsedAt: Date | null }

export async function passkeysOf(sql: Sql, userId: string): Promise<Passkey[]> {
  return sql<Passkey[]>`
    select id, created_at, last_used_at from passkeys where user_id = ${userId} order by created_at`
}

async function keepChallenge(sql: Sql, challenge: string, userId: string | null) {
  await sql`delete from webauthn_challenges where expires_at < now()`
  await sql`insert into webauthn_challenges (challenge, user_id) values (${challenge}, ${userId})`
}

/** Takes a challenge once (of `userId`, or of nobody for a sign-in); false when unknown, used or expired. */
async function takeChallenge(sql: Sql, challenge: string, userId: string | null): Promise<boolean> {
  const rows = await sql`
    delete from webauthn_challenges
    where challenge = ${challenge} and expires_at > now() and user_id is not distinct from ${userId}
    returning 1`
  return rows.length === 1
}

/** ES256, EdDSA, RS256: what authenticators use. */
const ALGORITHMS = [-7, -8, -257].map((alg) => ({ alg, type: 'public-key' as const }))
const TIMEOUT_MS = 5 * 60 * 1000

export async function registrationOptions(
  sql: Sql,
  party: RelyingParty,
  person: { userId: string; email: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { isoBase64URL } = await helpers()
  const challenge = newToken()
  await keepChallenge(sql, challenge, person.userId)
  return {
    challenge,
    rp: { name: party.name, id: party.id },
    user: { id: isoBase64URL.fromUTF8String(person.userId), name: person.email, displayName: person.email },
    pubKeyCredParams: ALGORITHMS,
    timeout: TIMEOUT_MS,
    attestation: 'none',
    excludeCredentials: (await passkeysOf(sql, person.userId)).map(({ id }) => ({ id, type: 'public-key' })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
  }
}

/** What the browser's client data must say: the ceremony, a challenge of ours taken once, this origin. */
async function clientDataHolds(
  sql: Sql,
  party: RelyingParty,
  clientDataJSON: string,
  type: 'webauthn.create' | 'webauthn.get',
  userId: string | null,
): Promise<boolean> {
  const { decodeClientDataJSON } = await helpers()
  const clientData = decodeClientDataJSON(clientDataJSON)
  return (
    clientData.type === type &&
    clientData.origin === party.origin &&
    (await takeChallenge(sql, clientData.challenge, userId))
  )
}

/** The authenticator data is for this site (its host's hash) and the person was present. */
async function authenticatorDataFor(party: RelyingParty, authData: Uint8Array<ArrayBuffer>) {
  const { parseAuthenticatorData, toHash, isoUint8Array } = await helpers()
  const parsed = parseAuthenticatorData(authData)
  const expected = await toHash(isoUint8Array.fromUTF8String(party.id))
  return isoUint8Array.areEqual(parsed.rpIdHash, expected) && parsed.flags.up ? parsed : null
}

/** Verifies a new passkey against its challenge and keeps it; false when anything does not verify. */
export async function addPasskey(
  sql: Sql,
  party: RelyingParty,
  userId: string,
  response: RegistrationResponseJSON,
): Promise<boolean> {
  try {
    const { decodeAttestationObject, isoBase64URL } = await helpers()
    if (!(await clientDataHolds(sql, party, response.response.clientDataJSON, 'webauthn.create', userId))) return false
    const attestation = decodeAttestationObject(isoBase64URL.toBuffer(response.response.attestationObject))
    const parsed = await authenticatorDataFor(party, attestation.get('authData'))
    if (!parsed?.credentialID || !parsed.credentialPublicKey) return false
    const id = isoBase64URL.fromBuffer(parsed.credentialID)
    if (id !== response.id) return false
    await sql`
      insert into passkeys (id, user_id, public_key, counter, transports, device_type, backed_up)
      values (${id}, ${userId}, ${parsed.credentialPublicKey}, ${parsed.counter},
        coalesce(string_to_array(nullif(${(response.response.transports ?? []).join(',')}, ''), ','), '{}'),
        ${parsed.flags.be ? 'multiDevice' : 'singleDevice'}, ${parsed.flags.bs})
      on conflict (id) do nothing`
    return true
  } catch {
    return false
  }
}

export async function signInOptions(sql: Sql, party: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const challenge = newToken()
  await keepChallenge(sql, challenge, null)
  return { challenge, rpId: party.id, timeout: TIMEOUT_MS, userVerification: 'preferred', allowCredentials: [] }
}

/** The person a passkey's assertion proves, its counter moved on; null when it does not verify. */
export async function verifyPasskeySignIn(
  sql: Sql,
  party: RelyingParty,
  response: AuthenticationResponseJSON,
): Promise<string | null> {
  try {
    const [passkey] = await sql<{ id: string; userId: string; publicKey: Uint8Array; counter: string }[]>`
      select id, user_id, public_key, counter::text from passkeys where id = ${response.id}`
    if (!passkey) return null
    const { decodeCredentialPublicKey, isoBase64URL, isoUint8Array, toHash, verifyCoseSignature } = await helpers()
    if (!(await clientDataHolds(sql, party, response.response.clientDataJSON, 'webauthn.get', null))) return null
    const authData = isoBase64URL.toBuffer(response.response.authenticatorData)
    const parsed = await authenticatorDataFor(party, authData)
    if (!parsed) return null
    const signed = isoUint8Array.concat([
      authData,
      await toHash(isoBase64URL.toBuffer(response.response.clientDataJSON)),
    ])
    const valid = await verifyCoseSignature(
      decodeCredentialPublicKey(new Uint8Array(passkey.publicKey)) as unknown as Map<number, unknown>,
      isoBase64URL.toBuffer(response.response.signature),
      signed,
    )
    // A counter that does not move forward is a cloned authenticator's (0 stays 0 for those that count nothing).
    const stored = Number(passkey.counter)
    if (!valid || ((parsed.counter > 0 || stored > 0) && parsed.counter <= stored)) return null
    await sql`update passkeys set counter = ${parsed.counter}, last_used_at = now() where id = ${passkey.id}`
    return passkey.userId
  } catch {
    return null
  }
}
