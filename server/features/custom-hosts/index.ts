/**
 * Custom hosts: a company's career site on its own domain (ADR 044). The host step of the
 * request pipeline (a company's hostname implies its slug; a company with a domain is
 * redirected there from the platform; other hosts are refused), the hostnames each company
 * has as this isolate last read them, and its pages' links written back without the slug.
 */
export { companyHostLinks } from './company-host-links.ts'
export { forgetSpaceState, spaceAtSlug } from './company-hosts.ts'
export { resolveHost } from './host-step.ts'
