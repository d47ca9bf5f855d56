import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CV_READ_GIVE_UP_MS, CV_READER_LOAD_GIVE_UP_MS, readCv } from './cv-autofill.client.ts'

/**
 * The page's side of the CV reader: it waits for the worker at most CV_READ_GIVE_UP_MS,
 * then stops it, so that a huge or hostile PDF fills nothing and costs nothing more. The
 * worker here is a stand-in that answers only when told (the real one: the browser tests).
 */
class StandInWorker {
  static last: StandInWorker | undefined
  onmessage: ((event: { data: unknown }) => void) | null = null
  onerror: (() => void) | null = null
  posted: unknown[] = []
  terminated = false
  constructor(readonly url: URL) {
    StandInWorker.last = this
  }
  postMessage(message: unknown) {
    this.posted.push(message)
  }
  terminate() {
    this.terminated = true
  }
}

const worker = () => {
  if (!StandInWorker.last) throw new Error('no worker started')
  return StandInWorker.last
}
const file = { name: 'cv.pdf' } as File

describe('readCv', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('Worker', StandInWorker)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('gives up a few seconds after the reader has the file: nothing found, and the worker stopped', async () => {
    let contact: unknown
    void readCv(file, 'FR').then((found) => {
      contact = found
    })
    expect(worker().posted).toEqual([{ file, country: 'FR' }])
    expect(worker().url.pathname).toMatch(/cv-reader\.worker\.ts$/)
    // Its script took a while to arrive (a slow network, a busy machine): not counted.
    await vi.advanceTimersByTimeAsync(CV_READ_GIVE_UP_MS * 2)
    expect(contact).toBeUndefined()
    worker().onmessage?.({ data: { reading: true } })
    await vi.advanceTimersByTimeAsync(CV_READ_GIVE_UP_MS - 1)
    expect(contact).toBeUndefined()
    expect(worker().terminated).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(contact).toEqual({})
    expect(worker().terminated).toBe(true)
    expect(CV_READ_GIVE_UP_MS).toBeLessThanOrEqual(5000)
  })

  it('gives up when the reader never starts: its script did not arrive', async () => {
    const reading = readCv(file, 'FR')
    await vi.advanceTimersByTimeAsync(CV_READER_LOAD_GIVE_UP_MS)
    expect(await reading).toEqual({})
    expect(worker().terminated).toBe(true)
  })

  it('answers what the worker found, then stops it', async () => {
    const reading = readCv(file, 'GB')
    // pdf.js's own greeting, which its worker code posts as it loads in the reader.
    worker().onmessage?.({
      data: { sourceName: 'worker', targetName: 'main', action: 'ready', data: new Uint8Array() },
    })
    expect(worker().terminated).toBe(false)
    worker().onmessage?.({ data: { contact: { firstName: 'Oliver' } } })
    expect(await reading).toEqual({ firstName: 'Oliver' })
    expect(worker().terminated).toBe(true)
  })

  it('answers nothing when the worker fails', async () => {
    const reading = readCv(file, 'FR')
    worker().onerror?.()
    expect(await reading).toEqual({})
    expect(worker().terminated).toBe(true)
  })
})
