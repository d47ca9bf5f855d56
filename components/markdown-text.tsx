import { markdownToHtml } from '#domain/markdown.ts'
import { markdown } from './markdown-text.css.ts'

/**
 * A company's text (a job's description, profile and process, its own description) as the one
 * HTML of domain/markdown.ts: the same string the editor's preview, JSON-LD and feeds use, so the
 * preview is exactly what candidates see. That function escapes every character of the text and
 * writes only its own few tags and http(s)/mailto links (property-tested in domain/markdown.test.ts).
 */
export function MarkdownText({ text, className, lang }: { text: string; className?: string; lang?: string }) {
  return (
    <div
      className={className ? `${markdown} ${className}` : markdown}
      lang={lang}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is markdownToHtml's, which lets no markup of the text through (see above).
      dangerouslySetInnerHTML={{ __html: markdownToHtml(text) }}
    />
  )
}
