// The editor's preview of the company page (ADR 074), under the workspace's address.
export default '/workspace/company/preview'
