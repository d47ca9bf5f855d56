import { useData } from 'vike-react/useData'
import type { Data } from './+data.ts'
import { Door } from './door.tsx'
import { WorkspaceHome } from './workspace-home.tsx'

/** /{lang}/workspace: the door when signed out, the company's workspace when signed in. */
export default function WorkspacePage() {
  const data = useData<Data>()
  return data.kind === 'door' ? <Door data={data} /> : <WorkspaceHome data={data} />
}
