import type { Attacker } from './attack-accounts';

export type AttackKind = 'bodies' | 'uploads' | 'sign-ins' | 'sign-in storm';

export interface AttackPlan {
  kind: AttackKind;
  baseUrl: string;
  /** Requests kept in flight at once. */
  concurrency: number;
  /** Each of them starts its next request this long after the last one started, at the soonest. */
  intervalMs: number;
  attackers: Attacker[];
}

/** What one attack sent and how the server answered (status code, or "cut off" with no answer). */
export interface AttackTally {
  kind: AttackKind;
  requests: number;
  statuses: Record<string, number>;
  /** Requests that failed without an answer (connection reset, 30 s timeout). */
  failures: number;
  megabytesSent: number;
}

/**
 * The attacks of the abuse run, after the ones of issue 15's report, made continuous: 4 bodies of
 * 450 MB at a time, again and again; 6 fresh accounts uploading at once, each again as soon as
 * answered; sign-ins from 24 addresses at a time, 100 a second in all (the report's storm was
 * 24 addresses × 5 tries). The attack's own CPU shares the machine's cores with the server, so
 * the sign-in flood is paced: unpaced, it measures the load generator more than the server. And
 * issue 30's sign-in storm: 8 loops from 17 addresses, unpaced, which locked everyone out of sign-in.
 */
export const ATTACKS: { kind: AttackKind; concurrency: number; intervalMs: number }[] = [
  { kind: 'bodies', concurrency: 4, intervalMs: 0 },
  { kind: 'uploads', concurrency: 6, intervalMs: 0 },
  { kind: 'sign-ins', concurrency: 24, intervalMs: 240 },
  { kind: 'sign-in storm', concurrency: 8, intervalMs: 0 },
];
