/**
 * The alerts the host's configuration raises as the modal starts (docs/behaviour.md#errors): a stable id, the title
 * logged and shown, and the explanation under it; the catalogue's `alert.<id>.title` and `.description`. The host
 * page's first load raises them.
 */
export const networkNotFound = {
  id: 'networkNotFound',
  title: 'Network Not Found',
  description: "The selected network is not one of this app's networks. Add it to the `networks` option to use it.",
} as const;
export const projectIdNotConfigured = {
  id: 'projectIdNotConfigured',
  title: 'Project ID Not Configured',
  description: 'Set `projectId` in the wallet modal configuration; remote features stay off until it is set.',
} as const;
