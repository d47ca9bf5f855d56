/**
 * A <template>'s content. React, rendering on the client rather than hydrating, puts a
 * template's children in the element instead of its content
 * (components/hydratable-template.tsx): they are moved there once, so they are cloned like
 * the parser's and never stand in the document next to their clones (same ids).
 */
export function templateContent(template: HTMLTemplateElement): DocumentFragment {
  if (!template.content.hasChildNodes()) template.content.append(...template.childNodes)
  return template.content
}
