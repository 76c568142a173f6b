// A local part run as a program of its own (`node tools/<part>.ts …`): it prints what it serves as one JSON line once it
// answers, and stops on SIGTERM or when its parent goes (its standard input closes).
import { type ChildProcess, spawn } from 'node:child_process';

export interface RunningProgram<Served> {
  served: Served;
  stop(): Promise<void>;
}

/** Starts `program` with `args`; resolves with its first line once it answers, rejects if it exits before. */
export function startProgram<Served>(program: string, args: readonly string[], name: string): Promise<RunningProgram<Served>> {
  const child = spawn(process.execPath, [program, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const newline = stdout.indexOf('\n');
      if (newline >= 0) resolve({ served: JSON.parse(stdout.slice(0, newline)) as Served, stop: () => stopChild(child) });
    });
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} before it answered: ${stderr.trim()}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
