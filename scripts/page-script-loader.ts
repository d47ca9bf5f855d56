import { createHash } from 'node:crypto'

/** The page's script as the server build gets it (`virtual:page-script`, one-script-plugin.ts). */
export type PageScript = {
  /** The script's path, '/assets/entries/pages_client.<hash>.js'. */
  src: string
  /** The inline script that asks for it (its text, without the tags). */
  loader: string
  /** The loader's hash for the Content-Security-Policy's script-src ('sha256-…'). */
  hash: string
}

/**
 * The inline script that asks for the page's script once the first contentful paint is
 * out (ADR 052): the enhancers add behaviour to a page already on screen and usable without
 * them, so nothing the first paint needs shares the network or the main thread with them.
 * A browser that does not report paints asks for it at once, as a `<script>` in the HTML
 * would; a tab that is not painted (opened in the background) asks when it is. Written by
 * hand for the browsers the site supports (optional chaining, arrow functions): it is tiny
 * and its hash is in every page's policy.
 */
export function pageScriptLoader(src: string): PageScript {
  const loader = [
    '(()=>{',
    'const run=()=>{const s=document.createElement("script");',
    `s.type="module";s.src=${JSON.stringify(src)};document.body.append(s)};`,
    'self.PerformanceObserver?.supportedEntryTypes?.includes("paint")',
    '?new PerformanceObserver((list,observer)=>{',
    'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();run()}',
    '}).observe({type:"paint",buffered:true})',
    ':run()',
    '})()',
  ].join('')
  return { src, loader, hash: `sha256-${createHash('sha256').update(loader).digest('base64')}` }
}
