import { defineFeature } from '../featureModule';

/** The host's project at the provider API: the origins it allows e-mail and social login on (docs/behaviour.md#origin-allowlist). */
export const project = defineFeature({ name: 'project' });
