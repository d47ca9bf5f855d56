// The workspace loads none of the public pages' enhancers (pages/+client.ts): React runs it.
export {}
