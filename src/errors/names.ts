import { template } from './template';

/**
 * What looking up or registering a name fails with (docs/behaviour.md#names), in ICU syntax: each export is
 * `error.<its name>` in the catalogue, and the English a host reads in the thrown error.
 */
export const errorResolvingName = 'Error resolving name';
export const errorFetchingNameSuggestions = 'Error fetching name suggestions';
export const errorRegisteringName = template('Error registering name {name}');
