/** Every workspace address, /{lang}/workspace and below: private, never a company's space (ADR 055). */
const WORKSPACE_PATH = /^\/(?:fr|en)\/workspace(?:\/|$)/

export const isWorkspacePath = (path: string) => WORKSPACE_PATH.test(path)
