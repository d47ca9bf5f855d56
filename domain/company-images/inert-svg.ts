// An SVG logo is accepted only once it is inert: read by a strict tokenizer and written
// again from an allow-list of elements and attributes (ADR 082). What could act or reach
// out is refused with the reason (scripts, event handlers, links to anything but '#…',
// <foreignObject>, <style>, <image>, url() to anything but '#…', DOCTYPE and entities);
// editors' leftovers (<metadata>, Inkscape's and Sodipodi's elements and attributes) and
// unknown attributes are dropped. The served file also carries a CSP that forbids scripts.

export type InertSvg = { ok: true; svg: string } | { ok: false; reason: string }

const SVG_NS = 'http://www.w3.org/2000/svg'
const XLINK_NS = 'http://www.w3.org/1999/xlink'

const ELEMENTS = new Set(
  (
    'svg g defs symbol use path rect circle ellipse line polyline polygon text tspan textPath title desc ' +
    'linearGradient radialGradient stop clipPath mask pattern marker filter feBlend feColorMatrix ' +
    'feComponentTransfer feComposite feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feMerge ' +
    'feMergeNode feMorphology feOffset'
  ).split(' '),
)
/** Dropped with everything inside: what drawing programs leave, never drawn. */
const DROPPED = /^(?:metadata|[A-Za-z_][-\w.]*:[-\w.]+)$/

const ATTRIBUTES = new Set(
  (
    'id class style transform viewBox width height x y x1 y1 x2 y2 cx cy r rx ry d points fill fill-opacity ' +
    'fill-rule clip-rule clip-path mask stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin ' +
    'stroke-miterlimit stroke-dasharray stroke-dashoffset opacity color display visibility overflow ' +
    'preserveAspectRatio gradientUnits gradientTransform spreadMethod offset stop-color stop-opacity fx fy fr ' +
    'clipPathUnits maskUnits maskContentUnits patternUnits patternContentUnits patternTransform markerWidth ' +
    'markerHeight markerUnits refX refY orient font-family font-size font-weight font-style text-anchor ' +
    'dominant-baseline letter-spacing dx dy rotate textLength lengthAdjust startOffset href xlink:href ' +
    'xml:space xml:lang lang version filter filterUnits primitiveUnits in in2 result stdDeviation mode type ' +
    'values operator k1 k2 k3 k4 radius flood-color flood-opacity tableValues slope intercept amplitude ' +
    'exponent mix-blend-mode isolation vector-effect shape-rendering color-interpolation-filters'
  ).split(' '),
)

const ENTITY = /&(?:lt|gt|amp|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});/g
const NAME = '[A-Za-z_][-\\w.:]*'
const TOKEN = new RegExp(
  `<!--[\\s\\S]*?-->|<\\?xml[^>]*\\?>|<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>|[^<]+|<`,
  'y',
)
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, 'g')

/** Why a value is refused, or null: only local references ('#id', url(#id)), no scheme, no CSS escape or import. */
function unsafeValue(name: string, value: string): string | null {
  if ((name === 'href' || name === 'xlink:href') && !/^#[-\w.:]+$/.test(value.trim())) return `${name}="${value}"`
  if (/url\s*\(\s*['"]?\s*(?!#)/i.test(value)) return `url() in ${name}`
  if (/javascript:|data:|@import|expression\s*\(|\\/i.test(value)) return `${name}="${value}"`
  if (value.replace(ENTITY, '').includes('&')) return `an entity in ${name}`
  return null
}

const escapeAttribute = (value: string) => value.replace(/"/g, '&quot;')

/** The logo written again from the allow-list, or the first reason to refuse it. */
export function inertSvg(source: string): InertSvg {
  const text = source.replace(/^\uFEFF/, '')
  const out: string[] = []
  const open: string[] = []
  let dropping = 0
  let rootClosed = false
  let rootSeen = false
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex
    const match = TOKEN.exec(text)
    if (!match) return { ok: false, reason: 'unreadable markup' }
    const [token, closing, name, attributes, selfClosing] = match
    if (token.startsWith('<!--') || (token.startsWith('<?xml') && at === 0)) continue
    if (name === undefined) {
      if (token === '<') return { ok: false, reason: `markup "${text.slice(at, at + 20)}"` }
      if (token.replace(ENTITY, '').includes('&')) return { ok: false, reason: 'an entity' }
      if (rootClosed || !rootSeen) {
        if (token.trim() !== '') return { ok: false, reason: 'text outside <svg>' }
        continue
      }
      if (dropping === 0) out.push(token)
      continue
    }
    if (closing) {
      if (open.pop() !== name) return { ok: false, reason: `</${name}> out of place` }
      if (dropping > 0) dropping--
      else out.push(`</${name}>`)
      if (open.length === 0) rootClosed = true
      continue
    }
    if (rootClosed || (!rootSeen && name !== 'svg')) return { ok: false, reason: `<${name}> outside <svg>` }
    const dropped = dropping > 0 || DROPPED.test(name)
    if (!dropped && !ELEMENTS.has(name)) return { ok: false, reason: `<${name}>` }
    const kept: string[] = []
    for (const [, attribute = '', double, single] of (attributes ?? '').matchAll(ATTRIBUTE)) {
      const value = double ?? single ?? ''
      if (/^on/i.test(attribute)) return { ok: false, reason: attribute }
      const unsafe = unsafeValue(attribute, value)
      if (unsafe !== null) return { ok: false, reason: unsafe }
      if (ATTRIBUTES.has(attribute)) kept.push(` ${attribute}="${escapeAttribute(value)}"`)
      else if (attribute === 'xmlns' && !rootSeen && value !== SVG_NS) return { ok: false, reason: 'not an SVG' }
    }
    if (!rootSeen) kept.unshift(` xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"`)
    rootSeen = true
    if (selfClosing) {
      if (!dropped) out.push(`<${name}${kept.join('')}/>`)
      if (open.length === 0) rootClosed = true
      continue
    }
    open.push(name)
    if (dropped) dropping++
    else out.push(`<${name}${kept.join('')}>`)
  }
  if (!rootSeen || !rootClosed) return { ok: false, reason: 'no complete <svg>' }
  return { ok: true, svg: out.join('') }
}
