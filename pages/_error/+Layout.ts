// The public pages' frame (components/public-layout.tsx, ADR 057).
export { PublicLayout as default } from '#components/public-layout.tsx'
