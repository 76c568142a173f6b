import { createAction } from '@reduxjs/toolkit';

// The one swap action the first load knows: the navigation table leaves the Swap view on it.
/** A swap was included by the chain. */
export const swapSucceeded = createAction('swaps/succeeded');
