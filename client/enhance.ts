import { enhanceCompactHeader } from './compact-header.ts'
import { enhanceDemoDialogs } from './demo-dialogs.ts'
import { enhanceDismissibleMenus } from './dismissible-menu.ts'
import { enhanceJobAlertForms } from './job-alert.ts'
import { enhanceLiveFilters } from './live-filter.ts'
import { enhanceSaveJob } from './save-job.ts'
import { enhanceShareButtons } from './share.ts'
import { enhanceStickyNavs } from './sticky-nav.ts'
import { enhanceVideoFacades } from './video-facade.ts'

/**
 * The client entry of HTML-only pages (ADR 029): no React, no Vike client runtime; the
 * server's HTML is the page and this script only adds behaviour to the parts that have
 * some. Each enhancer looks for its own markup, so one entry serves every such page.
 */
enhanceVideoFacades()
enhanceShareButtons()
enhanceDismissibleMenus()
enhanceStickyNavs()
enhanceDemoDialogs()
enhanceCompactHeader()
enhanceSaveJob()
enhanceLiveFilters()
enhanceJobAlertForms()

// Tests wait for this before using JavaScript features, as for data-hydrated on hydrated pages.
document.documentElement.dataset.enhanced = ''
