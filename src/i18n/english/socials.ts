/** English: social accounts. */
export const socialsMessages = {
  'socials.list': 'Social accounts',
} as const;
