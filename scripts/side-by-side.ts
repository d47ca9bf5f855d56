/**
 * Runs commands at the same time and fails if any fails: `npm test` runs the checks, unit,
 * integration and Worker tests beside the browser tests; each lane leaves the cores idle
 * while it waits on pages, the Worker or the database. Each command's
 * lines are prefixed with its name, so the interleaved log still says who wrote what.
 *
 *   node scripts/side-by-side.ts [--share-validators] "checks: npm run -s typecheck && …" "browser: playwright test"
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { shareValidators } from '../tests/tools/validators.ts'

type Lane = { name: string; command: string }

function parseLane(argument: string): Lane {
  const separator = argument.indexOf(': ')
  if (separator < 1) throw new Error(`expected "name: command", got ${JSON.stringify(argument)}`)
  return { name: argument.slice(0, separator), command: argument.slice(separator + 2) }
}

function run({ name, command }: Lane): Promise<number> {
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${name}] ${line}\n`))
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const SHARE_VALIDATORS = '--share-validators'
const argumentsGiven = process.argv.slice(2)
const lanes = argumentsGiven.filter((argument) => argument !== SHARE_VALIDATORS).map(parseLane)
if (lanes.length === 0) throw new Error(`usage: node scripts/side-by-side.ts [${SHARE_VALIDATORS}] "name: command"...`)
// One JVM with the HTML checker and the XSD validator for every runner of every lane (their
// global setups and workers find it in the environment), instead of one per runner.
const stopValidators = argumentsGiven.includes(SHARE_VALIDATORS) ? await shareValidators() : () => {}
// Stopping npm test stops every lane (their process groups get the signal with ours).
const codes = await Promise.all(lanes.map(run))
stopValidators()
const failed = lanes.filter((_, index) => codes[index] !== 0).map((lane) => lane.name)
if (failed.length > 0) {
  console.error(`failed: ${failed.join(', ')}`)
  process.exit(1)
}
