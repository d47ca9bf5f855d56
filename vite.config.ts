import { resolve } from 'node:path'
import { cloudflare } from '@cloudflare/vite-plugin'
import { lingui } from '@lingui/vite-plugin'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type Plugin, type PluginOption } from 'vite'
import { lastPassingRun } from './domain/accessibility-audit.ts'
import { readPassingRun } from './scripts/accessibility-audit-run.ts'
import { countryFlags } from './scripts/country-flags-plugin.ts'
import { inlineStyles } from './scripts/inline-styles-plugin.ts'
import { linguiMacros } from './scripts/lingui-macros-plugin.ts'
import { oneScript } from './scripts/one-script-plugin.ts'

/**
 * vanilla-extract's plugin marks its runtime as `ssr.external`, which the Workers
 * environment cannot honour (nothing is "external" inside workerd). Drop that part
 * of its config result; everything else is kept. Upstream issue #1603.
 */
function vanillaExtractForWorkers(): PluginOption {
  return vanillaExtractPlugin().map((plugin: Plugin) => {
    const originalConfig = plugin.config
    if (typeof originalConfig !== 'function') return plugin
    return {
      ...plugin,
      config(...args: Parameters<typeof originalConfig>) {
        const result = originalConfig.apply(this, args) as { ssr?: { external?: unknown } } | undefined
        if (result?.ssr) delete result.ssr.external
        return result
      },
    } as Plugin
  })
}

/**
 * Dependencies pre-bundled when `vike dev` starts. Vite's own scan cannot discover them
 * (it fails on the Lingui macros, which only the Babel plugin can run), so it would find
 * them one by one on the first requests, re-optimise and reload each time, and serve
 * those first requests with two copies of React (500 "Invalid hook call").
 */
const LINGUI_MACROS = ['@lingui/core/macro', '@lingui/react/macro']
/** What the enhancers import (client/): React renders on the server only (ADR 029). */
const CLIENT_DEPS = ['@conform-to/zod/v4', 'zod', 'libphonenumber-js/min']
const SERVER_DEPS = [
  ...CLIENT_DEPS,
  'react',
  'react-dom',
  'react-dom/server',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@lingui/core',
  '@lingui/react',
  '@vanilla-extract/dynamic',
  'postgres',
  'hono',
  'hono/factory',
]

// Vitest runs plain Node modules: the Workers plugin needs Vite's dev optimizer, which
// Vitest does not provide ("depsOptimizer is required in dev mode").
const underVitest = Boolean(process.env.VITEST)

export default defineConfig(({ command }) => ({
  // Names this build in the edge cache's keys: a page cached by an earlier deployment
  // links to assets that are gone, so a new build starts from an empty cache.
  define: {
    __BUILD_ID__: JSON.stringify(command === 'build' ? Date.now().toString(36) : 'dev'),
    // The accessibility statement's date: the last browser run that passed every audit the
    // list declares, read when the build starts, so it cannot drift (ADR 048).
    __ACCESSIBILITY_AUDIT_PASSED_AT__: JSON.stringify(lastPassingRun(readPassingRun())),
  },
  resolve: {
    alias:
      command === 'build'
        ? [{ find: /^react-dom\/server(\.edge)?$/, replacement: resolve('server/render/react-dom-server-string.ts') }]
        : [],
  },
  plugins: [
    vike(),
    !underVitest &&
      cloudflare({
        viteEnvironment: { name: 'ssr' },
        // A test Worker that breaks its own R2 storage keeps it apart (tests/e2e/resilience.spec.ts).
        persistState: process.env.WORKER_STATE_DIR ? { path: process.env.WORKER_STATE_DIR } : true,
      }),
    vanillaExtractForWorkers(),
    linguiMacros(),
    lingui(),
    react(),
    countryFlags(),
    inlineStyles(),
    oneScript(),
  ],
  optimizeDeps: { include: CLIENT_DEPS, exclude: LINGUI_MACROS },
  // The application form's CV reader (ADR 047): one module file, pdf.js inside, started
  // with `new Worker(new URL(…), { type: 'module' })` once a PDF is chosen.
  worker: { format: 'es' as const },
  environments: {
    ssr: {
      optimizeDeps: { include: SERVER_DEPS, exclude: LINGUI_MACROS },
      // The Worker is uploaded minified (as `wrangler deploy --minify` would): a third of
      // the bytes, so a faster cold start. Source maps keep its stack traces readable.
      build: {
        minify: true,
        // @simplewebauthn/server's helpers index re-exports its certificate parsers, whose
        // packages (@peculiar/x509, tsyringe) run code at load. Nothing of theirs is needed
        // when nothing of theirs is used, so the passkeys' checks bring only what they call
        // (ADR 055); a module whose exports are used keeps all its statements.
        rollupOptions: {
          treeshake: {
            moduleSideEffects: (id: string) => !/\/(?:@simplewebauthn\/server|@peculiar\/x509|tsyringe)\//.test(id),
          },
        },
      },
    },
  },
  server: { port: 3000, strictPort: true },
  preview: {
    port: 8787,
    strictPort: true,
    // The Worker tests send crafted Host headers (custom domains, ADR 044) to the Worker as
    // Cloudflare would; Vite's own check of the Host would answer them 403 first.
    ...(process.env.PREVIEW_ANY_HOST === '1' ? { allowedHosts: true as const } : {}),
  },
}))
