// The editor's preview of an offer (ADR 074): the job page, under the workspace's address.
export default '/workspace/jobs/@id/preview'
