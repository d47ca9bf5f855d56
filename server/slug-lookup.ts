/**
 * A company slug as the database last said (cached 30 s by the isolate, ADR 044): a company
 * has it (`live`), or none has it and `renamedTo` is the slug of today of the company that
 * had it (ADR 037), or null when none ever had it. Loaders, feeds and the old-slug redirect
 * answer an unknown slug from it without a statement of their own.
 */
export type SlugLookup = { slug: string; live: boolean; renamedTo: string | null }

/**
 * Whether `lookup` says that no company has or had `slug`: its pages and feeds are 404
 * without a statement. Within the isolate's 30 s a company created under a slug just asked
 * for is not found yet (ADR 083); an old slug a company takes again is read as before.
 */
export function noCompanyEverAt(lookup: SlugLookup | undefined, slug: string): boolean {
  return lookup !== undefined && lookup.slug === slug && !lookup.live && lookup.renamedTo === null
}
