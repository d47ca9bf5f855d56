import { defineWidget } from '../widget.ts'

/** The facade's <figure>: the player's address, its translated title and class; `play` is the link. */
export const videoFacadeWidget = defineWidget<{ src: string; title: string; classes: { frame: string } }>()(
  'video-facade',
  { tag: 'figure', targets: ['play'] },
)
