/** English: e-mail login and the embedded wallet. */
export const emailMessages = {
  'email.continue': 'Continue',
  'email.sending': 'Sending…',
  'email.newEmailLabel': 'New e-mail address',
  'email.enterCode': 'Enter the code',
  'email.codeSentTo': 'Enter the 6-digit code we sent to {email}.',
  'email.codeSentToCurrent': 'Enter the 6-digit code we sent to your current e-mail address.',
  'email.codeLabel': 'One-time code',
  'email.codeDigit': 'Digit {position} of {count}',
  'email.verifying': 'Checking the code…',
  'email.codeResent': 'A new code is on its way.',
  'email.resendCode': 'Send a new code',
  'email.approveDevice': 'Approve this device',
  'email.deviceLinkSent': 'We sent a link to {email}. Open it on any device to approve this one; the login goes on here.',
  'email.frameTitle': 'Embedded wallet',
  'email.approveInFrame': 'Review the request in your embedded wallet below, then approve or reject it there.',
  'email.changeEmail': 'Change e-mail',
} as const;
