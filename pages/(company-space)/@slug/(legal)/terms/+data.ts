import type { PageContextServer } from 'vike/types'
import { legalPageData } from '../legal-data.ts'

export const data = (pageContext: PageContextServer) => legalPageData(pageContext)
