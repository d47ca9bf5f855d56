import postgres from 'postgres'

// How the editors' forms become columns: a field left out of the form clears its column (null),
// and a text left empty does too. Named once here, for the job's and the company's forms.

/** The fields named in `keys`, an absent one as null. */
export function orNull<Form extends object, const Key extends keyof Form>(form: Form, keys: readonly Key[]) {
  return Object.fromEntries(keys.map((key) => [key, form[key] ?? null])) as {
    [K in Key]-?: Exclude<Form[K], undefined> | null
  }
}

/** The texts named in `keys`, an empty or absent one as null. */
export function blankAsNull<Form extends object, const Key extends keyof Form>(form: Form, keys: readonly Key[]) {
  return Object.fromEntries(keys.map((key) => [key, form[key] || null])) as {
    [K in Key]-?: Exclude<Form[K], undefined | ''> | null
  }
}

/** The same entries keyed by column: `zipCode` is `zip_code`. */
export function byColumn(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([field, value]) => [postgres.fromCamel(field), value]))
}
