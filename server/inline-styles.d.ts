declare module 'virtual:inline-styles' {
  /** The build's stylesheets by URL path, with their CSP hashes (scripts/inline-styles-plugin.ts). */
  export const INLINE_STYLES: Record<string, { css: string; hash: string }>
}
