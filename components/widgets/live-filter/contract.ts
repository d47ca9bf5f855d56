import { defineWidget } from '../widget.ts'

/** The parts of the job list the live filter replaces with the server's (live-filter.client.ts). */
export const LIVE_PARTS = ['results', 'count', 'alert-criteria', 'alert-form', 'alert-criteria-fields'] as const

/** The job list's GET filter form; its parts are targets anywhere in the page. */
export const liveFilterWidget = defineWidget()('live-filter', { tag: 'form', targets: LIVE_PARTS })
