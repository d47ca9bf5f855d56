// The few helpers of @simplewebauthn/server the passkeys' checks call (passkeys.ts), named
// here so that the bundle keeps only them: a dynamic import of the package's index would
// keep every export, certificate parsers included.
export {
  decodeAttestationObject,
  decodeClientDataJSON,
  decodeCredentialPublicKey,
  isoBase64URL,
  isoUint8Array,
  parseAuthenticatorData,
  toHash,
} from '@simplewebauthn/server/helpers'
export { verifyCoseSignature } from './cose-signature.ts'
