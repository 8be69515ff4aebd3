import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { AttackPlan, AttackTally } from './attack-plan';

const ROOT = join(import.meta.dirname, '..', '..');

/** An attacker process, started and ready (its payloads built); `stop` ends it and gives its tally. */
export async function startAttack(plan: AttackPlan): Promise<{ pid: number; stop(): Promise<AttackTally> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/abuse/attacker.ts', JSON.stringify(plan)],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready\n')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the ${plan.kind} attacker exited (${code})`)));
  });
  return {
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<AttackTally>((resolve, reject) => {
        child.removeAllListeners('exit');
        child.once('exit', () => {
          const last = output.trim().split('\n').at(-1) ?? '';
          try {
            resolve(JSON.parse(last) as AttackTally);
          } catch {
            reject(new Error(`the ${plan.kind} attacker gave no tally: ${last}`));
          }
        });
        child.kill('SIGTERM');
      }),
  };
}
