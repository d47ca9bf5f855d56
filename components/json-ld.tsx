import { serializeJsonLd } from '#domain/job-posting.ts'

/** A schema.org JSON-LD block, escaped so that no data can end the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes <, > and &
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
