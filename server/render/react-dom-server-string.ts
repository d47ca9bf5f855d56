/**
 * `react-dom/server` for the production Worker, reduced to the string renderer the site
 * uses (vike-react renders pages to a string: no `stream` setting). React's workerd
 * build bundles the streaming renderer next to it (CommonJS, so never tree-shaken):
 * ~50 KiB gzip of the Worker for code that never runs (the Worker's 400 KiB budget, tests/e2e/budgets.spec.ts).
 * vite.config.ts aliases `react-dom/server` (and react-streaming's lazy `react-dom/server.edge`) here for `vike build` only; `vike dev` uses
 * React's own module.
 */
// @ts-expect-error React ships no types for its CommonJS build files.
// A file path: the package's exports map does not expose its build files.
import legacy from '../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js'

type StringRenderer = typeof import('react-dom/server')

const { renderToString, renderToStaticMarkup, version } = legacy as Pick<
  StringRenderer,
  'renderToString' | 'renderToStaticMarkup' | 'version'
>

/** Streaming is not built in (react-streaming checks that one of these exists). */
function renderToReadableStream(): never {
  throw new Error('Streaming rendering is not included in this build (server/render/react-dom-server-string.ts).')
}

export { renderToReadableStream, renderToStaticMarkup, renderToString, version }
export default { renderToString, renderToStaticMarkup, renderToReadableStream, version }
