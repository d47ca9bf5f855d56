declare module 'virtual:page-script' {
  /** The page's script and its inline loader (scripts/one-script-plugin.ts); null outside a build. */
  export const PAGE_SCRIPT: { src: string; loader: string; hash: string } | null
}
