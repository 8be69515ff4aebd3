import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { AdImage } from '../../shared/schemas/ads';
import { ApiError } from '../../shared/schemas/errors';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';
import { rateLimit } from '../http/rate-limit';
import { signedInViewer } from '../http/viewer';
import { presentImage } from '../presenters/ad';
import { adForEditing } from '../services/ads/ad-access';
import type { ImageRow } from '../services/ads/ad-query';
import { statusAfterEdit } from '../services/ads/save-ad';
import {
  type ImageChoice,
  maxImagesFor,
  removeAdImages,
  replaceAdImages,
} from '../services/images/ad-images';
import { imageOrderRefused, requestedImageSet } from '../services/images/image-order';
import { jsonContent, openApiRouter } from './openapi-router';

/** Room for the multipart framing and part headers beside the files themselves. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const params = z.object({ id: z.string().max(100) });

const imageFile = z.file().openapi({ type: 'string', format: 'binary' });

const orderEntry = z.string().max(100).openapi({ example: 'saved:0b6f3c52-6f0e-4a8e-9d7b-2f1c8a4e5d90' });

const ImagesForm = z.object({
  images: z
    .union([imageFile, z.array(imageFile).min(1)])
    .optional()
    .meta({ description: 'Image files to add; without `order`, the new set in the order sent' }),
  order: z
    .union([orderEntry, z.array(orderEntry).min(1)])
    .optional()
    .meta({
      description:
        'The new set, one entry per image, the first primary: `saved:<imageId>` keeps one of this ad’s ' +
        'images as it is (same files, not encoded again), `new:<n>` places the n-th file of `images` ' +
        '(0-based). Every file must be placed once; saved images not listed are removed.',
    }),
});

const errorResponses = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Someone else’s ad'),
  404: jsonContent(ApiError, 'No such ad, or not visible to the caller'),
};

const uploadRoute = createRoute({
  method: 'post',
  path: '/ads/{id}/images',
  tags: ['ads'],
  summary: 'Set the ad’s images: keep saved ones, add files, choose the order',
  description:
    'Without `order`, the uploaded files replace all of the ad’s images, the first primary. With ' +
    '`order` (repeated), the ad’s images become exactly its entries in that order: `saved:<imageId>` ' +
    'keeps an image the ad has, `new:<n>` adds the n-th uploaded file; saved images not listed are ' +
    'removed, and a request may carry only `order` (to reorder or drop saved images). Each new file is ' +
    'decoded and checked, turned upright, stripped of metadata (GPS included) and stored as WebP (full ' +
    'size and thumbnail). A free ad keeps 1 image, a paid one up to its allowance: further entries (or ' +
    'files) are ignored. An owner’s change sends the ad back to moderation (pending); an admin’s keeps ' +
    'its status.',
  request: {
    params,
    body: { required: true, content: { 'multipart/form-data': { schema: ImagesForm } } },
  },
  responses: {
    200: jsonContent(z.array(AdImage), 'The ad’s images, primary first'),
    400: jsonContent(
      ApiError,
      'Nothing chosen, a file that is not a valid image, or an `order` that cannot be followed (an entry ' +
        'malformed or given twice, an image that is not this ad’s, a file out of range or not placed)',
    ),
    ...errorResponses,
    413: jsonContent(ApiError, 'Image is too large (bytes or pixels)'),
    429: jsonContent(ApiError, 'Too many uploads; see Retry-After'),
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/ads/{id}/images',
  tags: ['ads'],
  summary: 'Remove the ad’s images (back to the placeholder)',
  request: { params },
  responses: {
    200: jsonContent(z.array(AdImage), 'The ad’s images: the placeholder only'),
    ...errorResponses,
  },
});

/** Before the form is read: the caller must be allowed to change the ad, and the body fit its limit. */
const editableAdBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  const { db, env, clock } = c.var.deps;
  const ad = await adForEditing(db, c.var.viewer, c.req.param('id') ?? '');
  const maxSize = env.MAX_IMAGE_BYTES * (await maxImagesFor(db, ad, env, clock())) + FORM_OVERHEAD_BYTES;
  return bodyLimit({
    maxSize,
    onError: async () => {
      await discardRest(c.req.raw.body, DISCARD_LIMIT_BYTES);
      throw new AppError('IMAGE_TOO_LARGE', 413);
    },
  })(c, next);
});

/**
 * Beyond this, an oversize upload is cut off; below it, it is read to its end first, so a client that
 * is still sending (fetch with FormData does) receives the 413 rather than a closed connection.
 */
const DISCARD_LIMIT_BYTES = 64 * 1024 * 1024;

async function discardRest(body: ReadableStream<Uint8Array> | null, limit: number): Promise<void> {
  if (!body || body.locked) return;
  const reader = body.getReader();
  try {
    for (let read = 0; read <= limit; ) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.length;
    }
    await reader.cancel();
  } catch {
    // the client went away: nothing to answer
  } finally {
    reader.releaseLock();
  }
}

/** The ad the caller may change, and its status after their change (an owner's edit: pending). */
async function adToChange(c: Context<AppEnv>, id: string) {
  const viewer = signedInViewer(c);
  const ad = await adForEditing(c.var.deps.db, viewer, id);
  return { ad, status: statusAfterEdit(viewer, ad) };
}

const presentImages = (rows: ImageRow[]) => rows.map(presentImage);

/** A form field sent once or repeated, as a list. */
const listOf = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export const adImageRoutes = openApiRouter()
  .openapi(
    { ...uploadRoute, middleware: [rateLimit('file_upload'), editableAdBodyLimit] as const },
    async (c) => {
      const { images, order } = c.req.valid('form');
      const files = listOf(images);
      const { ad, status } = await adToChange(c, c.req.valid('param').id);
      const requested = requestedImageSet(order === undefined ? undefined : listOf(order), files.length);
      const { db, env, clock } = c.var.deps;
      const allowance = await maxImagesFor(db, ad, env, clock());
      const choices = await Promise.all(
        requested.slice(0, allowance).map(async (slot): Promise<ImageChoice> => {
          if (slot.kind === 'saved') return slot;
          const file = files[slot.fileIndex];
          if (!file) throw imageOrderRefused();
          return { kind: 'new', file: { name: file.name, data: Buffer.from(await file.arrayBuffer()) } };
        }),
      );
      const rows = await replaceAdImages(c.var.deps, ad, choices, { status });
      return c.json(presentImages(rows), 200);
    },
    (result) => {
      if (result.success) return undefined;
      if (result.target !== 'form') throw new AppError('VALIDATION_FAILED', 400);
      const orderFailed = result.error.issues.some((issue) => issue.path[0] === 'order');
      throw new AppError('VALIDATION_FAILED', 400, {
        fields: { images: orderFailed ? 'imageOrderInvalid' : 'imageRequired' },
      });
    },
  )
  .openapi(removeRoute, async (c) => {
    const { ad, status } = await adToChange(c, c.req.valid('param').id);
    return c.json(presentImages(await removeAdImages(c.var.deps, ad.id, { status })), 200);
  });
