// The form's enhancers, then the HTML-only pages' entry, which marks the page enhanced (ADR 029).
import '#client/application-form-entry.ts'
import '#client/enhance.ts'
