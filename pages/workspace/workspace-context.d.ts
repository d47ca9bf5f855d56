declare global {
  namespace Vike {
    interface PageContextServer {
      /** A workspace form's answer, re-rendered by its route (server/features/accounts/routes.ts). */
      workspaceAnswer?: import('#server/features/accounts/routes.ts').WorkspaceFormAnswer
    }
  }
}

export {}
