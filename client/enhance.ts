import { enhanceApplicationForms } from './application-form-loader.ts'
import { enhanceBusyForms } from './busy-form.ts'
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
 * Every page's script (pages/+client.ts, ADR 029): no React, no Vike client runtime; the
 * server's HTML is the page and this script only adds behaviour to the parts that have
 * some. Each enhancer looks for its own markup, so one script serves every page. It is
 * built as one file (vite.config.ts): the only script a page loads, named in its HTML.
 * The application form's checks are not in it: they load on the form's first touch.
 */
enhanceApplicationForms()
enhanceVideoFacades()
enhanceShareButtons()
enhanceDismissibleMenus()
enhanceStickyNavs()
enhanceDemoDialogs()
enhanceCompactHeader()
enhanceSaveJob()
enhanceLiveFilters()
enhanceJobAlertForms()
enhanceBusyForms()

// Tests wait for this before using JavaScript features (tests/e2e/fixtures.ts).
document.documentElement.dataset.enhanced = ''
