import type { PublicOrigins } from '#domain/public-urls.ts'

/**
 * Where links point and the key that signs them (config.publicOrigin, config.linkSigningSecret);
 * `origins`: where the company's pages are published when it has its own domain (ADR 044),
 * for the links to its pages (default: the platform, `origin`).
 */
export type LinkSigning = { origin: string; secret: string; origins?: PublicOrigins }
