// What a response may never contain, whatever it was sent: a stack trace, SQL, live markup.
// The patterns, for both runners' checks (tests/worker/hostile-input/clean-answers.ts, and
// the browser's in tests/e2e/hostile-input/hostile-company.ts).

const STACK_TRACE = [
  /\n\s+at [^\n]*\(?(?:file:\/\/|\/|[A-Za-z]:\\)[^\s()]+:\d+(?::\d+)?\)?/,
  /\bat (?:async )?[\w$.<>[\]]+ \([^()\s]+:\d+:\d+\)/,
  /node_modules\//,
  /\b(?:TypeError|ReferenceError|SyntaxError|RangeError|URIError|PostgresError|AbortError)\b/,
  /\bError: [A-Za-z]/,
]
const SQL_LEAK = [
  /\bselect\s+(?:\*|[\w."]+(?:\s*,\s*[\w."]+)*)\s+from\s+[\w."]+/i,
  /\bsyntax error\b/i,
  /\bpostgres(?:ql)?:\/\//i,
  /\bPostgresError\b/,
  /\bSQLSTATE\b/,
  /invalid input syntax for/i,
  /relation "[^"]*" does not exist/i,
  /column "[^"]*" does not exist/i,
  /violates (?:check|foreign key|unique|not-null) constraint/i,
  /unterminated quoted string/i,
]
/** Markup of the hostile fragments, as it would appear if a page wrote it unescaped. */
const LIVE_MARKUP = [
  /<script>alert\(1\)/i,
  /<svg onload=/i,
  /<img src=x onerror=/i,
  /<script>window\.__pwned/i,
  /<\/script><script>/i,
]

/**
 * The site's own texts that read like an exception: the English demo dialog's message (spec
 * section 5, "Erreur: Veuillez sélectionner…"), carried in its dialog's data attributes on
 * every company page. Taken out before the check, which otherwise stays as strict.
 */
const SITE_TEXTS = ['Error: Please select a date and an amount.']

/**
 * What a body must not match: the patterns for its content type, and the body to match them
 * against (the site's own texts that read like an exception taken out).
 */
export function forbiddenIn(page: string, contentType: string): { body: string; patterns: RegExp[] } {
  const body = SITE_TEXTS.reduce((text, own) => text.replaceAll(own, ''), page)
  return { body, patterns: [...STACK_TRACE, ...SQL_LEAK, ...(/html|xml/.test(contentType) ? LIVE_MARKUP : [])] }
}
