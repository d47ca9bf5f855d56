import { lighthouseSeo } from './lighthouse-seo.ts'

lighthouseSeo('en')
