// The hostile texts a company and its jobs are given: markup, a closing script tag, a
// template, CDATA's end and Lingui's element placeholders, each of which must stay text.

export const PWN = 'window.__pwned=1'
export const PAYLOAD = {
  script: `<script>${PWN}</script>`,
  closeScript: `</script><script>${PWN}</script>`,
  img: `<img src=x onerror="${PWN}">`,
  svg: `"><svg onload=${PWN}>`,
  template: '{{7*7}}',
  cdata: `]]><script>${PWN}</script>`,
  // Lingui reads `<0>…</0>` and `<1/>` in translated strings as the message's elements.
  lingui: '<0>zero</0><1/>',
  // Company texts are Markdown-like (domain/markdown.ts): links it must not make, a comment it must not open.
  markdownLinks: `[a](javascript:${PWN}) [b](data:text/html,x) [c](JaVaScRiPt:${PWN}) <!-- comment`,
}
export const ALL_PAYLOADS = Object.values(PAYLOAD).join(' ')
export const COMPANY_NAME = `Acme ${PAYLOAD.script} ${PAYLOAD.svg} ${PAYLOAD.template} ${PAYLOAD.lingui}`
export const JOB_TITLE = `Dev ${PAYLOAD.closeScript} ${PAYLOAD.img} ${PAYLOAD.template} ${PAYLOAD.cdata}`
export const BASELINE = `Baseline ${PAYLOAD.closeScript} ${PAYLOAD.img}`
export const JOB_TEXT = `Intro ${ALL_PAYLOADS}\n\n- ${PAYLOAD.script}\n- ${PAYLOAD.img}\n\n${PAYLOAD.closeScript}\n${PAYLOAD.svg}\n\nBell \u0007 and U+FFFE \ufffe`

/** The team page's SEO texts, the same in both languages (English pages never show the French ones). */
export const TEAM_SEO = { title: `Team ${PAYLOAD.closeScript}`, metadesc: `Meta ${PAYLOAD.svg}` }
