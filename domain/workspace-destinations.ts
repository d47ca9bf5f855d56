import type { Locale } from './locale.ts'
import { z } from './zod.ts'

/**
 * Where a sign-in may lead once its session is open, instead of the workspace's home: the
 * landing's "Passer à Pro" asks for the billing page, through the door and the e-mailed link
 * (ADR 069). A fixed list of names, each one of this site's workspace pages, so that `next`
 * can never send anyone to an address the request chose (no open redirect).
 */
export const workspaceDestinationSchema = z.enum(['billing'])
export type WorkspaceDestination = z.infer<typeof workspaceDestinationSchema>

const DESTINATION_PATHS: Record<WorkspaceDestination, string> = { billing: '/workspace/billing' }

/** The destination a `next` parameter names; null for anything else (absent, unknown, an address). */
export function destinationOf(next: unknown): WorkspaceDestination | null {
  const parsed = workspaceDestinationSchema.safeParse(next)
  return parsed.success ? parsed.data : null
}

/** The query that carries a destination along: the door's forms, the e-mailed link, the passkey's sign-in. */
export const destinationQuery = (destination: WorkspaceDestination | null): string =>
  destination ? `?next=${destination}` : ''

/** Where a signed-in person lands: the destination's page, or the workspace's home. */
export const landingPath = (locale: Locale, destination: WorkspaceDestination | null): string =>
  `/${locale}${destination ? DESTINATION_PATHS[destination] : '/workspace'}`
