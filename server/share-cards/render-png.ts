import { initWasm, Resvg } from '@resvg/resvg-wasm'
// workerd compiles a .wasm import when the Worker loads (the Workers plugin's CompiledWasm
// rule); its code cannot compile bytes at run time. The font is a Data module (.bin).
import resvgModule from '@resvg/resvg-wasm/index_bg.wasm'
import { CARD_FONT_FAMILY } from './card-svg.ts'
import interBold from './font/inter-bold-latin.ttf.bin'

let ready: Promise<void> | undefined

/** Instantiates resvg once per isolate; a failure is retried by the next card. */
function loadRenderer(): Promise<void> {
  ready ??= initWasm(resvgModule).catch((error: unknown) => {
    ready = undefined
    throw error
  })
  return ready
}

/**
 * The card's SVG as a PNG, with the bundled font only: no system fonts (there are none in
 * workerd) and nothing fetched, so the same name draws the same pixels everywhere.
 */
export async function renderPng(svg: string): Promise<Uint8Array> {
  await loadRenderer()
  const resvg = new Resvg(svg, {
    font: { fontBuffers: [new Uint8Array(interBold)], defaultFontFamily: CARD_FONT_FAMILY },
    shapeRendering: 2,
    textRendering: 1,
  })
  try {
    const image = resvg.render()
    try {
      return image.asPng()
    } finally {
      image.free()
    }
  } finally {
    resvg.free()
  }
}
