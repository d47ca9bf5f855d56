import { chromium } from '@playwright/test'

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: 375, height: 800 } })
const css = []
const logs = []
page.on('request', (r) => {
  if (r.url().endsWith('.css')) css.push(r.url().split('/').pop())
})
page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`))
await page.goto('http://localhost:8797/fr/lumen-energie/jobs')
await page.waitForLoadState('networkidle')
await page.screenshot({ path: '.shots/jl-375.png' })
console.log('css requests on load', css.length, css)
css.length = 0
await page.locator('a[href*="/jobs/b0000000"]').first().click()
await page.waitForLoadState('networkidle')
await page.waitForTimeout(500)
await page.screenshot({ path: '.shots/jd-375-after-nav.png' })
console.log('css requests after nav', css)
await page.goto('http://localhost:8797/fr/lumen-energie/jobs/b0000000-0000-4000-8000-000000000001')
await page.screenshot({ path: '.shots/jd-375-direct.png' })
console.log(logs.filter((l) => !l.startsWith('debug')).slice(0, 10))
await browser.close()
