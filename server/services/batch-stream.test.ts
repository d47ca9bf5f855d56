import { describe, expect, test } from 'vitest'
import { streamBatches } from './batch-stream.ts'

async function* batchesOf<Row>(batches: Row[][], failAfter = Number.POSITIVE_INFINITY) {
  for (const [index, batch] of batches.entries()) {
    if (index >= failAfter) throw new Error('connection lost')
    yield batch
  }
}

const evenOnly = (rows: number[]) => rows.filter((row) => row % 2 === 0).map((row) => `<${row}>`)
const file = (batches: number[][], failAfter?: number) =>
  streamBatches({ batches: batchesOf(batches, failAfter), head: '[', write: evenOnly, tail: ']' })

describe('a body written as batches', () => {
  test.each([
    ['no batch', [], '[]'],
    ['a first batch that writes nothing', [[1, 3], [2]], '[<2>]'],
    ['a batch in the middle that writes nothing', [[2], [1, 5], [4]], '[<2><4>]'],
    ['a last batch that writes nothing', [[2], [3]], '[<2>]'],
    ['only batches that write nothing', [[1], [3], [5]], '[]'],
  ])('ends with its tail after %s', async (_, batches, expected) => {
    expect(await new Response(await file(batches)).text()).toBe(expected)
  })

  test('a failure after the first batch errors the body instead of ending it short', async () => {
    const body = await file([[2], [4], [6]], 1)
    await expect(new Response(body).text()).rejects.toThrow('connection lost')
  })
})
