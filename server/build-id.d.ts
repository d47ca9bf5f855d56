/** The production build's identifier (vite.config.ts `define`), "dev" under `vike dev`. */
declare const __BUILD_ID__: string
/**
 * The last browser run that passed every declared axe audit (ISO date), as `vite build`
 * found it in .data/accessibility-audit.json, or null (vite.config.ts, ADR 048).
 */
declare const __ACCESSIBILITY_AUDIT_PASSED_AT__: string | null
