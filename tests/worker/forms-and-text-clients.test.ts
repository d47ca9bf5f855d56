import { JOB } from '../tools/database.ts'
import { expect, SEED, test } from './fixtures.ts'
import { get } from './http.ts'

// What text browsers read. The forms and navigation in a browser: tests/e2e/forms-and-text-clients.spec.ts.

const jobPath = (id: string = JOB.complete) => `/fr/${SEED.completeCompany}/jobs/${id}`
const applyPath = `${jobPath()}/apply`

test('text browsers read no loading text and no closed dialog', async () => {
  for (const path of [
    '/fr/',
    `/fr/${SEED.completeCompany}`,
    `/fr/${SEED.completeCompany}/jobs`,
    jobPath(),
    applyPath,
    `${applyPath}/confirmation`,
  ]) {
    const html = (await get(path)).text
    expect(html, path).not.toContain('Chargement')
    // A closed <dialog> has nothing inside for a browser that does not know dialogs, but
    // the <template> its script clones when it opens (ADR 029), which HTML parsers keep out of the page.
    const dialogs = [...html.matchAll(/<dialog([^>]*)>([\s\S]*?)<\/dialog>/g)]
    for (const [, attributes, content] of dialogs) {
      if (/\sopen(?:[\s=>]|$)/.test(attributes ?? '')) continue
      expect(content?.replace(/^<template>[\s\S]*<\/template>$/, ''), `${path}: <dialog${attributes}>`).toBe('')
    }
  }
})
