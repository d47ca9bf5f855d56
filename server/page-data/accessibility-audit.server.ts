/**
 * The date of the last browser run that passed every declared axe audit, as the build found
 * it (vite.config.ts reads .data/accessibility-audit.json; null when none fits the list).
 * Read by the accessibility statements (ADR 048).
 */
export const lastPassingAuditRun = (): string | null => __ACCESSIBILITY_AUDIT_PASSED_AT__
