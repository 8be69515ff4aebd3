import { availableParallelism } from 'node:os';

// What image uploads may cost this process (issue 15), and why it stays bounded.
//
// Per request: at most MAX_IMAGES_PER_UPLOAD new files (shared/constants.ts; an ad's larger
// allowance is reached over several requests), each at most MAX_IMAGE_BYTES, the body limited to
// that many files; their decoded pixels add up to at most MAX_UPLOAD_PIXELS, checked from the
// headers before anything is decoded (about 2 s of one core at worst, for PNGs).
//
// Memory: bodies are streamed to files under DATA_DIR/tmp/uploads (http/upload-form.ts), never held
// whole; a request holds its stream buffers (~64 KB) and the WebP variants of the one image it is
// storing (≤ ~2 MB). Decoding is the big cost: the images decoded at once have an estimated working
// memory (decode-cost.ts, measured per format) of at most DECODE_MEMORY_BYTES, one image at most that
// alone. So the worst case for uploads in flight is
//   DECODE_MEMORY_BYTES + UPLOADS_IN_FLIGHT × 2 MB = 128 MB + 16 MB ≈ 150 MB,
// whatever MAX_IMAGE_BYTES and the allowances are (they cost disk under DATA_DIR/tmp, not memory).
//
// CPU: libvips works on libuv's threads, off the event loop, one thread per image
// (sharp.concurrency(1)), and at most DECODE_CONCURRENCY images at once: on a 2-core machine one
// core is left for the listings and PostgreSQL while uploads run.

/** Decoded pixels one request may add up to: ten 24-megapixel photos. */
export const MAX_UPLOAD_PIXELS = 250_000_000;

/** Upload requests being read or processed at once, process-wide. */
export const UPLOADS_IN_FLIGHT = 8;
/**
 * A person's uploads waiting behind their one in flight (another tab, the ad form sending a large
 * selection in batches); one more is answered 429 UPLOAD_IN_PROGRESS. They wait before taking a
 * place in the process's queue.
 */
export const PERSON_UPLOADS_WAITING = 2;
/** Upload requests that may wait for a turn; more are answered 503 at once. */
export const UPLOAD_QUEUE_LENGTH = 16;
/** How long one may wait for its turn before it is answered 503. */
export const UPLOAD_QUEUE_WAIT_MS = 30_000;
/** Retry-After of a 503 for uploads, in seconds. */
export const UPLOAD_RETRY_AFTER_SECONDS = 10;

/** Images decoded at once, process-wide: one per two cores, at most two. */
export const DECODE_CONCURRENCY = Math.max(1, Math.min(2, Math.floor(availableParallelism() / 2)));
/** Estimated working memory of the images being decoded at once; an image estimated above it is refused. */
export const DECODE_MEMORY_BYTES = 128 * 1024 * 1024;
