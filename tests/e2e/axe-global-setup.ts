import { forgetAudits } from './axe-run.ts'

export default forgetAudits
