/**
 * The form is not indexed: the job's one indexable URL is its page, which carries the
 * JobPosting (two URLs with one posting would be duplicates to Google for Jobs).
 */
export default function ApplyHead() {
  return <meta name="robots" content="noindex,follow" />
}
