import type { Context } from 'hono';
import { AppError } from '../core/app-error';
import type { Deps } from '../core/deps';
import {
  PERSON_UPLOADS_WAITING,
  UPLOAD_QUEUE_LENGTH,
  UPLOAD_QUEUE_WAIT_MS,
  UPLOAD_RETRY_AFTER_SECONDS,
  UPLOADS_IN_FLIGHT,
} from '../services/images/upload-limits';
import { createWorkGate, GateBusyError, type WorkGate } from '../services/work-gate';
import type { AppEnv } from './app-env';
import { discardRest } from './discard-rest';
import { consumeRateLimit } from './rate-limit';
import { signedInViewer } from './viewer';

// Who may send an upload's body now (POST /ads/{id}/images), decided before a byte of it is read:
// one upload per person at a time with a few of theirs waiting behind it (two tabs, a form sending
// photos in batches), UPLOADS_IN_FLIGHT at a time in the process, a short queue.

interface Admission {
  gate: WorkGate;
  /** Each person's own turn: one upload in flight, PERSON_UPLOADS_WAITING behind it. */
  people: Map<string, WorkGate>;
}

/** One per app (one per process in production; each test server has its own). */
const admissions = new WeakMap<Deps, Admission>();

function admissionOf(deps: Deps): Admission {
  let admission = admissions.get(deps);
  if (!admission) {
    admission = {
      gate: createWorkGate({
        capacity: UPLOADS_IN_FLIGHT,
        maxWaiting: UPLOAD_QUEUE_LENGTH,
        maxWaitMs: UPLOAD_QUEUE_WAIT_MS,
      }),
      people: new Map(),
    };
    admissions.set(deps, admission);
  }
  return admission;
}

/** Uploads of this app in flight and waiting for their turn (tests and the bench watch it). */
export function uploadQueueState(deps: Deps) {
  const { gate, people } = admissionOf(deps);
  const waitingBehindOwn = [...people.values()].reduce((sum, own) => sum + own.waiting, 0);
  return { inFlight: gate.running, waiting: gate.waiting, waitingBehindOwn };
}

const retryLater = (code: 'SERVICE_BUSY' | 'UPLOAD_IN_PROGRESS', status: 429 | 503) =>
  new AppError(code, status, { headers: { 'Retry-After': String(UPLOAD_RETRY_AFTER_SECONDS) } });

function personalGate({ people }: Admission, personId: string): WorkGate {
  let gate = people.get(personId);
  if (!gate) {
    gate = createWorkGate({
      capacity: 1,
      maxWaiting: PERSON_UPLOADS_WAITING,
      maxWaitMs: UPLOAD_QUEUE_WAIT_MS,
    });
    people.set(personId, gate);
  }
  return gate;
}

/**
 * Runs `receive` (which reads the body and handles the upload) in its turn. Refused first, the body
 * read and dropped meanwhile so that a client still sending gets the answer: a declared body over
 * `maxBodyBytes` (413), an upload of a person who already has one in flight and
 * PERSON_UPLOADS_WAITING waiting (429), a full queue or a wait past UPLOAD_QUEUE_WAIT_MS (503,
 * Retry-After); the `file_upload` rate limit is counted only for an upload that got its turn.
 */
export async function admitUpload<T>(
  c: Context<AppEnv>,
  maxBodyBytes: number,
  receive: () => Promise<T>,
): Promise<T> {
  const viewer = signedInViewer(c);
  const admission = admissionOf(c.var.deps);
  if (Number(c.req.header('content-length') ?? 0) > maxBodyBytes)
    refuse(c, new AppError('IMAGE_TOO_LARGE', 413));
  const own = personalGate(admission, viewer.id);
  const processTurn = () =>
    admission.gate
      .run(async () => {
        await consumeRateLimit(c, 'file_upload');
        return receive();
      })
      .catch((error) => {
        throw error instanceof GateBusyError ? retryLater('SERVICE_BUSY', 503) : error;
      });
  try {
    return await own.run(processTurn);
  } catch (error) {
    return refuse(c, error instanceof GateBusyError ? retryLater('UPLOAD_IN_PROGRESS', 429) : error);
  } finally {
    if (own.running === 0 && own.waiting === 0) admission.people.delete(viewer.id);
  }
}

function refuse(c: Context<AppEnv>, error: unknown): never {
  const body = c.req.raw.body;
  // Not awaited: the answer goes out at once, also to a client that waits for it before sending more.
  if (body && !body.locked) void discardRest(body.getReader());
  throw error;
}
