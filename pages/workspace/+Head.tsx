/** The workspace is private: never indexed (its X-Robots-Tag says it too, server/features/accounts/routes.ts). */
export default function WorkspaceHead() {
  return <meta name="robots" content="noindex,nofollow" />
}
