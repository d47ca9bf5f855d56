import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * The phone field's country flags as static SVG files on the site's own origin
 * (/flags/FR.svg, shown by components/widgets/phone-field/phone-field.tsx and phone-field.client.ts),
 * from the country-flag-icons package: the page downloads the one flag it shows instead of
 * flag components in its JavaScript, and never a remote flag URL (no third-party requests).
 */
const flagsDir = join(dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json')), '3x2')
const FLAG_FILE = /^[A-Z]{2}\.svg$/

export function countryFlags(): Plugin {
  return {
    name: 'career-site:country-flags',
    // `vike dev`: answer /flags/XX.svg before the Worker sees the request.
    configureServer(server) {
      server.middlewares.use('/flags', (request, response, next) => {
        const file = (request.url ?? '').slice(1).split('?')[0] ?? ''
        if (!FLAG_FILE.test(file)) return next()
        response.setHeader('Content-Type', 'image/svg+xml')
        response.end(readFileSync(join(flagsDir, file)))
      })
    },
    // `vike build`: copy them into the client output, served as static assets.
    generateBundle() {
      if (this.environment.name !== 'client') return
      for (const file of readdirSync(flagsDir).filter((name) => FLAG_FILE.test(name))) {
        this.emitFile({ type: 'asset', fileName: `flags/${file}`, source: readFileSync(join(flagsDir, file)) })
      }
    },
  }
}
