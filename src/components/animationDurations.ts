/** How long the modal's animations run, in milliseconds. */
export const ANIMATION_MS = {
  headerText: 120,
  modalHeight: 150,
  viewTransition: 150,
} as const;
