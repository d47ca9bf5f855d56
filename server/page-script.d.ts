declare module 'virtual:page-script' {
  import type { PageScript } from '../scripts/page-script-loader.ts'
  /** The page's script and its inline loader (scripts/one-script-plugin.ts); null outside a build. */
  export const PAGE_SCRIPT: PageScript | null
}
