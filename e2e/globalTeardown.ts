import type { ChildProcess } from 'node:child_process';
import { stopDemo } from './harness.ts';

export default function teardown() {
  stopDemo((globalThis as { e2eDemo?: ChildProcess }).e2eDemo);
}
