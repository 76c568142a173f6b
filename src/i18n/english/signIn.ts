/** English: sign in. */
export const signInMessages = {
  'signIn.heading': 'Sign in with your wallet',
  'signIn.headingFor': '{app} asks you to sign in',
  'signIn.explain': 'Sign a message in your wallet to prove that {address} on {network} is yours. Signing is free: no transaction is sent.',
  'signIn.cancelDisconnects': 'Cancelling disconnects your wallet.',
  'signIn.cancel': 'Cancel',
  'signIn.sign': 'Sign',
  'signIn.signing': 'Signing…',
} as const;
