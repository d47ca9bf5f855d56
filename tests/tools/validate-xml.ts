import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'

const ROOT = resolve(import.meta.dirname, '../..')
const run = promisify(execFile)

/**
 * Validates `xml` against one of the sitemaps.org schemas in tests/tools/schemas, with the JDK's
 * validator (tests/tools/XsdValidate.java, run from source): a real XSD check without an npm dependency.
 * Resolves `valid: false` for an invalid document; rejects when Java itself can't run.
 */
export async function validateAgainstXsd(
  schema: 'sitemap' | 'siteindex',
  xml: string,
): Promise<{ valid: boolean; output: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'xsd-validate-'))
  const file = join(dir, `${schema}.xml`)
  try {
    await writeFile(file, xml, 'utf8')
    const args = ['tests/tools/XsdValidate.java', `tests/tools/schemas/${schema}.xsd`, file]
    try {
      const { stdout, stderr } = await run('java', args, { cwd: ROOT, timeout: 60_000 })
      return { valid: true, output: `${stdout}${stderr}`.trim() }
    } catch (error) {
      // Exit code 1 means "some file is invalid"; anything else (no java, usage, bad schema) is a failure.
      if (isExecError(error) && error.code === 1) {
        return { valid: false, output: `${error.stdout ?? ''}${error.stderr ?? ''}`.trim() }
      }
      throw error
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

type ExecError = Error & { code?: number | string; stdout?: string; stderr?: string }

function isExecError(error: unknown): error is ExecError {
  return error instanceof Error && 'code' in error
}
