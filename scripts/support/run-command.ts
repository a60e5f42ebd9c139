import { spawn } from 'node:child_process';
import { SetupError } from '#local/setup-error.ts';

/** Runs a command with the current environment and output, resolving when it succeeds. */
export function runCommand(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: process.env });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new SetupError(`"${command} ${args.join(' ')}" falhou / failed (${signal ?? `código ${code}`}).`),
        );
    });
  });
}
