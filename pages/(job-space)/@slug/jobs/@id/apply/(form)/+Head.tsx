import { useData } from 'vike-react/useData'
import { JsonLd } from '../../../../../../../components/json-ld.tsx'
import type { Data } from './+data.ts'

/** The spec asks for the job's structured data on the form too (built by +data). */
export default function ApplyHead() {
  const { posting } = useData<Data>()
  return posting ? <JsonLd data={posting} /> : null
}
