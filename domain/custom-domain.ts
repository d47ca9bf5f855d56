import { z } from './zod.ts'

/**
 * The custom domain form of the workspace (ADR 072): a hostname an Enterprise owner wants
 * the company's career site on. Read by the page (conform's `parseWithZod`) and by the
 * route that asks Cloudflare for it; each issue carries its field's code, the page says it
 * in the visitor's language.
 */
export const CUSTOM_DOMAIN_ERROR = {
  form: 'invalid-hostname',
  platform: 'platform-hostname',
  taken: 'taken-hostname',
  limit: 'hostname-limit',
  refused: 'refused-hostname',
} as const
export type CustomDomainErrorCode = (typeof CUSTOM_DOMAIN_ERROR)[keyof typeof CUSTOM_DOMAIN_ERROR]

/** Hostnames a company may set up at once (served, pending or failed). */
export const CUSTOM_HOSTNAMES_PER_COMPANY = 5

/** The form the database checks (company_domains, custom_hostnames): lower-case labels, two at least. */
const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
/**
 * Top-level names no certificate authority issues for and no public DNS answers (RFC 2606,
 * 6761, 6762): Cloudflare could never verify them, so they are refused at once. The last
 * label is letters (an IP address, `10.0.0.1`, is not a hostname).
 */
const RESERVED_TLDS = new Set(['localhost', 'test', 'invalid', 'example', 'local', 'internal', 'home', 'lan'])

/**
 * What an owner types, as the Host header will carry it: trimmed, lower-cased, a trailing
 * dot and a pasted scheme or path dropped (`https://Carrieres.Acme.fr/` is
 * `carrieres.acme.fr`).
 */
export function normalisedHostname(typed: string): string {
  return typed
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '')
}

/** Whether `hostname` is the platform's own host or under it (its zone is the platform's, not the company's). */
export function isPlatformHostname(hostname: string, platformHostname: string): boolean {
  return hostname === platformHostname || hostname.endsWith(`.${platformHostname}`)
}

/** The form's schema, given the platform's hostname (PUBLIC_ORIGIN's), which no company may take. */
export function customDomainSchema(platformHostname: string) {
  return z.object({
    hostname: z
      .string({ error: CUSTOM_DOMAIN_ERROR.form })
      .max(300, CUSTOM_DOMAIN_ERROR.form)
      .transform(normalisedHostname)
      .refine((hostname) => HOSTNAME.test(hostname), CUSTOM_DOMAIN_ERROR.form)
      .refine((hostname) => {
        const tld = hostname.slice(hostname.lastIndexOf('.') + 1)
        return /^[a-z][a-z0-9-]*[a-z0-9]$/.test(tld) && !RESERVED_TLDS.has(tld)
      }, CUSTOM_DOMAIN_ERROR.form)
      .refine((hostname) => !isPlatformHostname(hostname, platformHostname), CUSTOM_DOMAIN_ERROR.platform),
  })
}

export type CustomDomainForm = z.infer<ReturnType<typeof customDomainSchema>>

/** A hostname's state as the workspace shows it (ADR 072). */
export type CustomHostnameStatus = 'pending' | 'active' | 'failed'
