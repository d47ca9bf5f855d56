// The HTML-only pages' enhancement script (ADR 029).
import '#client/enhance.ts'
