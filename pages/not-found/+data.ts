import { render } from 'vike/abort'

/** `/{lang}/not-found` is the not-found screen itself, with its 404 status. */
export function data(): never {
  throw render(404)
}
