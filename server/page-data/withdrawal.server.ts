// What the withdrawal and confirmation pages read on the server, through the page-data
// layer that pages' +data.ts files use: the `.server.ts` name makes Vike refuse any client
// import (ADR 030).
export { getWithdrawalPage } from '../db/queries/withdrawals.ts'
export { statusPathOfWithdrawalToken } from '../features/application-status/application-status-link.ts'
export { checkWithdrawalToken, rememberedWithdrawalToken, withdrawalPath } from '../services/withdrawal-link.ts'
