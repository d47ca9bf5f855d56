import { PAGE_SCRIPT } from 'virtual:page-script'

/**
 * The page's script, asked for after the first paint (ADR 052), on the rewriter that
 * inlines a page's styles (inline-styles.ts). Vike names the script in a
 * `<script type="module" src>` at the end of <body>, which the browser's preload scanner
 * fetches as soon as it reads the HTML, beside the images the first paint needs. The
 * rewrite replaces that element with the inline loader (scripts/page-script-loader.ts),
 * which adds the same element once the first contentful paint is out: still one script
 * request, named in the HTML, and nothing loaded after it but what the application form
 * loads on first touch. The loader's hash is in the page's policy (security-headers.ts),
 * the only inline script allowed. Outside a build (`vike dev`) nothing changes.
 */
export function loadPageScriptAfterPaint(rewriter: HTMLRewriter): HTMLRewriter {
  if (!PAGE_SCRIPT) return rewriter
  const { src, loader } = PAGE_SCRIPT
  return rewriter.on(`script[src="${src}"]`, {
    element(script) {
      script.replace(`<script>${loader}</script>`, { html: true })
    },
  })
}

/** The loader's hash for the Content-Security-Policy's script-src, if there is a loader. */
export const PAGE_SCRIPT_LOADER_HASH = PAGE_SCRIPT ? `'${PAGE_SCRIPT.hash}'` : undefined
