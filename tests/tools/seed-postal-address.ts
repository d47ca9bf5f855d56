/**
 * The JobPosting address of seed job 01's office (supabase/seed.sql), as Google reads it:
 * the street alone, since the postcode and city have their own fields. The unit test of
 * buildJobPosting (on a copy of that job) and the crawler e2e test (on the real page) both
 * expect it.
 */
export const SEED_JOB_POSTAL_ADDRESS = {
  '@type': 'PostalAddress',
  streetAddress: '18 rue de la Roquette',
  addressLocality: 'Paris',
  addressRegion: 'Île-de-France',
  postalCode: '75011',
  addressCountry: 'FR',
} as const
