import { htmlToMarkdown } from './html-to-markdown.ts'

/**
 * Pasting into a Markdown field from a word processor keeps its headings, lists, bold and links:
 * the clipboard's HTML is read as the subset (never inserted as HTML), at the cursor, as one undo
 * step where the browser allows it. Plain-text clipboards paste as usual.
 */
export function pasteAsMarkdown(field: HTMLTextAreaElement): () => void {
  const onPaste = (event: ClipboardEvent) => {
    const html = event.clipboardData?.getData('text/html')
    if (!html) return
    const markdown = htmlToMarkdown(new DOMParser().parseFromString(html, 'text/html').body)
    if (markdown === '') return
    event.preventDefault()
    field.focus()
    // execCommand keeps the browser's undo history; setRangeText is the fallback where it is gone.
    if (!document.execCommand?.('insertText', false, markdown)) {
      field.setRangeText(markdown, field.selectionStart, field.selectionEnd, 'end')
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
  field.addEventListener('paste', onPaste)
  return () => field.removeEventListener('paste', onPaste)
}
