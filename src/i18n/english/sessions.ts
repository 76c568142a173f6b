/** English: smart sessions. */
export const sessionsMessages = {
  'sessions.list': 'Smart sessions',
  'sessions.loading': 'Loading smart sessions',
  'sessions.failed': "Couldn't load the smart sessions.",
  'sessions.none': 'No app holds a smart session for this account.',
  'sessions.off': 'This app has smart sessions turned off.',
  'sessions.expires': 'Expires {date}',
  'sessions.permissions': 'Permissions: {types}',
  'sessions.revoke': 'Revoke',
  'sessions.revokeLabel': 'Revoke the session of {app}',
  'sessions.revoking': 'Revoking…',
} as const;
