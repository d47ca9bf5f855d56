import { enhanceApplicationForms } from './application-form/loader.client.ts'
import { enhanceBusyForms } from './busy-form/busy-form.client.ts'
import { enhanceCompactHeader } from './compact-header/compact-header.client.ts'
import { enhanceDemoDialogs } from './demo-dialogs/demo-dialogs.client.ts'
import { enhanceDismissibleMenus } from './dismissible-menu/dismissible-menu.client.ts'
import { enhanceJobAlertForms } from './job-alert/job-alert.client.ts'
import { enhanceLiveFilters } from './live-filter/live-filter.client.ts'
import { ENHANCED, enhanceWithin } from './registry.client.ts'
import { enhanceSaveJob } from './save-job/save-job.client.ts'
import { enhanceShareButtons } from './share/share.client.ts'
import { enhanceStickyNavs } from './sticky-nav/sticky-nav.client.ts'
import { enhanceToasts } from './toasts/toasts.client.ts'
import { enhanceVideoFacades } from './video-facade/video-facade.client.ts'

/**
 * Every page's script (pages/+client.ts, ADR 029), the one registry of enhancements: no
 * React, no Vike client runtime; the server's HTML is the page and this script only adds
 * behaviour to the widgets it finds in it, each root once, marked `data-enhanced`. It is
 * built as one file (vite.config.ts): the only script a page loads, named in its HTML.
 * The application form's checks are not in it: they load on the form's first touch.
 */
enhanceWithin(document, [
  enhanceToasts,
  enhanceApplicationForms,
  enhanceVideoFacades,
  enhanceShareButtons,
  enhanceDismissibleMenus,
  enhanceStickyNavs,
  enhanceDemoDialogs,
  enhanceCompactHeader,
  enhanceSaveJob,
  enhanceLiveFilters,
  enhanceJobAlertForms,
  enhanceBusyForms,
])

// Tests wait for this before using JavaScript features (tests/e2e/fixtures.ts).
document.documentElement.setAttribute(ENHANCED, '')
