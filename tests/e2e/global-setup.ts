import { shareValidators } from '../tools/validators.ts'

/** One JVM for every HTML and XSD check of the run, shared by the workers; stopped after. */
export default async function globalSetup() {
  return await shareValidators()
}
