import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { Locale } from '#domain/locale.ts'
import { companyPaths, localizedPath } from '#domain/paths.ts'
import { type PublicOrigins, publicUrl } from '#domain/public-urls.ts'
import type { AppEnv } from '../hono-env.ts'
import { signToken, type TokenCheck, verifyToken } from './signed-tokens.ts'

/**
 * The link that withdraws an application (ADR 025): a signed token naming the application,
 * valid until its retention date (the purge erases it then anyway), single use because the
 * application is gone once withdrawn. It travels in the query of the withdrawal page, never
 * in a path: paths are logged (404s), queries are not.
 */
export function withdrawalToken(secret: string, application: { id: string; retainUntil: Date }): Promise<string> {
  return signToken(secret, { purpose: 'withdraw', subject: application.id, expiresAt: application.retainUntil })
}

export function checkWithdrawalToken(secret: string, token: string, now?: Date): Promise<TokenCheck> {
  return verifyToken(secret, token, 'withdraw', now)
}

/** The withdrawal page of a token as an e-mail prints it: on the company's public host (domain/public-urls.ts). */
export function withdrawalUrl(origins: PublicOrigins, locale: Locale, companySlug: string, token: string): string {
  return publicUrl(origins, locale, companyPaths.withdraw(companySlug), `?token=${encodeURIComponent(token)}`)
}

/** The withdrawal page of a token, language first (relative, for the confirmation page). */
export function withdrawalPath(locale: Locale, companySlug: string, token: string): string {
  return `${localizedPath(locale, companyPaths.withdraw(companySlug))}?token=${encodeURIComponent(token)}`
}

/**
 * The confirmation page shows the link too, on the device that applied, without making a
 * page personal that a cache could keep: the token goes in a cookie that only the
 * confirmation's own path receives, HttpOnly, for a few minutes. That page is never in the
 * edge cache and answers `no-store`; on a shared computer the link is gone soon after.
 */
const WITHDRAWAL_COOKIE = 'withdrawal'
export const WITHDRAWAL_COOKIE_SECONDS = 10 * 60

export function rememberWithdrawalLink(c: Context<AppEnv>, confirmationPath: string, token: string): void {
  setCookie(c, WITHDRAWAL_COOKIE, token, {
    path: confirmationPath,
    maxAge: WITHDRAWAL_COOKIE_SECONDS,
    httpOnly: true,
    sameSite: 'Strict',
    secure: new URL(c.req.url).protocol === 'https:',
  })
}

/** The token the confirmation page may show: this device's own, still valid; else null. */
export async function rememberedWithdrawalToken(c: Context<AppEnv>): Promise<string | null> {
  const token = getCookie(c, WITHDRAWAL_COOKIE)
  if (!token) return null
  const check = await checkWithdrawalToken(c.get('config').linkSigningSecret, token)
  return check.ok ? token : null
}
