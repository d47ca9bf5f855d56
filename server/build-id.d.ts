/** The production build's identifier (vite.config.ts `define`), "dev" under `vike dev`. */
declare const __BUILD_ID__: string
