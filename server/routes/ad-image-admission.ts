import type { Context } from 'hono';
import type { AppEnv, Deps } from '../http/app-env';
import { AppError } from '../http/app-error';
import { discardRest } from '../http/discard-rest';
import { consumeRateLimit } from '../http/rate-limit';
import { signedInViewer } from '../http/viewer';
import {
  UPLOAD_QUEUE_LENGTH,
  UPLOAD_QUEUE_WAIT_MS,
  UPLOAD_RETRY_AFTER_SECONDS,
  UPLOADS_IN_FLIGHT,
} from '../services/images/upload-limits';
import { createWorkGate, GateBusyError, type WorkGate } from '../services/images/work-gate';

// Who may send an upload's body now (POST /ads/{id}/images), decided before a byte of it is read:
// one upload per person at a time, UPLOADS_IN_FLIGHT at a time in the process, a short queue.

interface Admission {
  gate: WorkGate;
  /** People with an upload in flight. */
  uploading: Set<string>;
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
      uploading: new Set(),
    };
    admissions.set(deps, admission);
  }
  return admission;
}

/** Uploads of this app in flight and waiting for their turn (tests and the bench watch it). */
export function uploadQueueState(deps: Deps) {
  const { gate } = admissionOf(deps);
  return { inFlight: gate.running, waiting: gate.waiting };
}

const retryLater = (code: 'SERVICE_BUSY' | 'UPLOAD_IN_PROGRESS', status: 429 | 503) =>
  new AppError(code, status, { headers: { 'Retry-After': String(UPLOAD_RETRY_AFTER_SECONDS) } });

/**
 * Runs `receive` (which reads the body and handles the upload) in its turn. Refused first, the body
 * read and dropped meanwhile so that a client still sending gets the answer: a declared body over
 * `maxBodyBytes` (413), a second upload of the same person while one is in flight (429), a full
 * queue or a wait past UPLOAD_QUEUE_WAIT_MS (503, Retry-After); the `file_upload` rate limit is
 * counted only for an upload that got its turn.
 */
export async function admitUpload<T>(
  c: Context<AppEnv>,
  maxBodyBytes: number,
  receive: () => Promise<T>,
): Promise<T> {
  const viewer = signedInViewer(c);
  const { gate, uploading } = admissionOf(c.var.deps);
  if (Number(c.req.header('content-length') ?? 0) > maxBodyBytes)
    refuse(c, new AppError('IMAGE_TOO_LARGE', 413));
  if (uploading.has(viewer.id)) refuse(c, retryLater('UPLOAD_IN_PROGRESS', 429));
  uploading.add(viewer.id);
  try {
    return await gate.run(async () => {
      await consumeRateLimit(c, 'file_upload');
      return receive();
    });
  } catch (error) {
    refuse(c, error instanceof GateBusyError ? retryLater('SERVICE_BUSY', 503) : error);
  } finally {
    uploading.delete(viewer.id);
  }
}

function refuse(c: Context<AppEnv>, error: unknown): never {
  const body = c.req.raw.body;
  // Not awaited: the answer goes out at once, also to a client that waits for it before sending more.
  if (body && !body.locked) void discardRest(body.getReader());
  throw error;
}
