/**
 * Where Vike injects the page's stylesheets and preloads: right after `<meta charset>`,
 * which must come within the first 1024 bytes (HTML checker). Without this marker Vike
 * injects them at the very start of <head>, before the charset.
 */
export default () => '__VITE_PLUGIN_SSR__ASSETS_FIRST__'
