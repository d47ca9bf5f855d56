// As the legal pages: the same text in every company space, not indexed, its links followed.
export { default } from '../(legal)/+Head.tsx'
