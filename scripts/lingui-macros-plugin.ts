import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'

/**
 * Lingui's macros (`@lingui/core/macro`, `@lingui/react/macro`) compiled by Babel, in the
 * files that import them only: a preset with a code filter, where a plain plugin would have
 * Babel parse and print every module of the build and of the tests (a quarter of them use
 * the macros).
 */
export const linguiMacros = () =>
  babel({
    presets: [
      defineRolldownBabelPreset({
        preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
        rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
      }),
    ],
  })
