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
import { maxImagesFor, removeAdImages, replaceAdImages } from '../services/images/ad-images';
import { jsonContent, openApiRouter } from './openapi-router';

/** Room for the multipart framing and part headers beside the files themselves. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const params = z.object({ id: z.string().max(100) });

const imageFile = z.file().openapi({ type: 'string', format: 'binary' });

const ImagesForm = z.object({
  images: z
    .union([imageFile, z.array(imageFile).min(1)])
    .meta({ description: 'One or more image files; a free ad keeps only the first' }),
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
  summary: 'Replace the ad’s images',
  description:
    'Each file is decoded and checked, turned upright, stripped of metadata (GPS included) and stored ' +
    'as WebP (full size and thumbnail). A free ad keeps 1 image: further files are ignored. An owner’s ' +
    'change sends the ad back to moderation (pending); an admin’s keeps its status.',
  request: {
    params,
    body: { required: true, content: { 'multipart/form-data': { schema: ImagesForm } } },
  },
  responses: {
    200: jsonContent(z.array(AdImage), 'The ad’s images, primary first'),
    400: jsonContent(ApiError, 'No file, or a file that is not a valid image'),
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
  const { db, env } = c.var.deps;
  const ad = await adForEditing(db, c.var.viewer, c.req.param('id') ?? '');
  const maxSize = env.MAX_IMAGE_BYTES * maxImagesFor(ad, env) + FORM_OVERHEAD_BYTES;
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

export const adImageRoutes = openApiRouter()
  .openapi(
    { ...uploadRoute, middleware: [rateLimit('file_upload'), editableAdBodyLimit] as const },
    async (c) => {
      const { images } = c.req.valid('form');
      const chosen = Array.isArray(images) ? images : [images];
      const { ad, status } = await adToChange(c, c.req.valid('param').id);
      const maxImages = maxImagesFor(ad, c.var.deps.env);
      const files = await Promise.all(
        chosen.slice(0, maxImages).map(async (file) => ({
          name: file.name,
          data: Buffer.from(await file.arrayBuffer()),
        })),
      );
      const rows = await replaceAdImages(c.var.deps, ad, files, { maxImages, status });
      return c.json(presentImages(rows), 200);
    },
    (result) => {
      if (result.success) return undefined;
      const fields = result.target === 'form' ? { images: 'imageRequired' as const } : undefined;
      throw new AppError('VALIDATION_FAILED', 400, { fields });
    },
  )
  .openapi(removeRoute, async (c) => {
    const { ad, status } = await adToChange(c, c.req.valid('param').id);
    return c.json(presentImages(await removeAdImages(c.var.deps, ad.id, { status })), 200);
  });
