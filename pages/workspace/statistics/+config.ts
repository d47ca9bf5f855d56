import type { Config } from 'vike/types'

// A page of links and server-drawn charts, in the site's catalog as the signed link's page
// (ADR 043): the browser has nothing to run, and hydrating it would ship that catalog
// (ADR 071). It stays a document, as the signed link's page is.
export default {
  clientHooks: false,
} satisfies Config
