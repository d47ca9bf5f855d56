/**
 * A public page drawn as the editors' private preview (ADR 074): the data of such a page
 * carries this, and the page then offers no sharing and says it is a preview, with the way
 * back to the editor. Its address is the workspace's: never cached, never indexed.
 */
export type PreviewNote = {
  /** The editor's path (without the language), for the way back. */
  editorPath: string
  /** Unsaved: what was typed, not saved yet; saved: the page as saved (a draft's, for an offer). */
  kind: 'unsaved' | 'saved'
}

/** The preview a public page's data carries, if any (pages that are never previews carry none). */
export const previewOf = (data: unknown): PreviewNote | null =>
  (data as { preview?: PreviewNote | null } | undefined)?.preview ?? null
