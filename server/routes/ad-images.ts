import type { Context } from 'hono';
import * as adsApi from '../../shared/api/ads';
import { COMMUNITY_AD_MAX_IMAGES, MAX_IMAGES_PER_UPLOAD } from '../../shared/constants';
import { ApiError } from '../../shared/schemas/errors';
import { admitUpload } from '../http/ad-image-admission';
import type { AppEnv } from '../http/app-env';
import { contractRoute } from '../http/contract-route';
import { receiveUploadForm } from '../http/upload-form';
import { signedInViewer } from '../http/viewer';
import { presentImages } from '../presenters/ad';
import { clearAdImages } from '../services/images/clear-ad-images';
import { type ImageUpload, setAdImages } from '../services/images/set-ad-images';
import { MAX_UPLOAD_PIXELS } from '../services/images/upload-limits';
import { jsonContent, openApiRouter } from './openapi-router';

// The form is declared for the documentation only (a plain schema, so no validator reads the body):
// the body is streamed to disk by receiveUploadForm, its limits checked as it arrives.
const ImagesForm = {
  type: 'object' as const,
  properties: {
    images: {
      type: 'array' as const,
      items: { type: 'string' as const, format: 'binary' },
      maxItems: MAX_IMAGES_PER_UPLOAD,
      description: `Image files to add, at most ${MAX_IMAGES_PER_UPLOAD} per request; without \`order\`, the new set in the order sent`,
    },
    order: {
      type: 'array' as const,
      items: {
        type: 'string' as const,
        maxLength: 100,
        example: 'saved:0b6f3c52-6f0e-4a8e-9d7b-2f1c8a4e5d90',
      },
      description:
        'The new set, one entry per image, the first primary: `saved:<imageId>` keeps one of this ad’s ' +
        'images as it is (same files, not encoded again), `new:<n>` places the n-th file of `images` ' +
        '(0-based). Every file must be placed once; saved images not listed are removed.',
    },
  },
};

const errorResponses = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Someone else’s ad'),
  404: jsonContent(ApiError, 'No such ad, or not visible to the caller'),
};

const uploadRoute = contractRoute(adsApi.setAdImages, {
  tags: ['ads'],
  summary: 'Set the ad’s images: keep saved ones, add files, choose the order',
  description:
    'Without `order`, the uploaded files replace all of the ad’s images, the first primary. With ' +
    '`order` (repeated), the ad’s images become exactly its entries in that order: `saved:<imageId>` ' +
    'keeps an image the ad has, `new:<n>` adds the n-th uploaded file; saved images not listed are ' +
    'removed, and a request may carry only `order` (to reorder or drop saved images). Each new file is ' +
    'decoded and checked, turned upright, stripped of metadata (GPS included) and stored as WebP (full ' +
    'size and thumbnail). A free ad keeps 1 image, a paid one up to its allowance, an ad in a church or ' +
    `community category as many as it likes (free; a safety bound of ${COMMUNITY_AD_MAX_IMAGES}): further ` +
    `entries (or files) are ignored. One request carries at most ${MAX_IMAGES_PER_UPLOAD} files (more ` +
    'photos go up over several requests, each keeping the saved images with `saved:` entries), at most ' +
    `MAX_IMAGE_BYTES each, their pixels adding up to at most ${MAX_UPLOAD_PIXELS / 1e6} megapixels. ` +
    'An owner’s change sends the ad back to moderation (pending); an admin’s keeps its status.',
  form: { body: { required: true, content: { 'multipart/form-data': { schema: ImagesForm } } } },
  answer: 'The ad’s images, primary first',
  errors: {
    400: jsonContent(
      ApiError,
      'Nothing chosen, a file that is not a valid image, or an `order` that cannot be followed (an entry ' +
        'malformed or given twice, an image that is not this ad’s, a file out of range or not placed)',
    ),
    ...errorResponses,
    413: jsonContent(
      ApiError,
      'An image too large (bytes, pixels or decoding cost: IMAGE_TOO_LARGE), the body over its limit ' +
        '(IMAGE_TOO_LARGE), more files than one request may carry (TOO_MANY_IMAGES), or the images ' +
        'together over the pixels of one request (UPLOAD_TOO_LARGE)',
    ),
    429: jsonContent(
      ApiError,
      'Too many uploads (RATE_LIMITED), or the caller already has an upload in flight and two waiting (UPLOAD_IN_PROGRESS); see Retry-After',
    ),
    503: jsonContent(ApiError, 'Too many uploads in flight on the server (SERVICE_BUSY); see Retry-After'),
    507: jsonContent(ApiError, 'The site’s storage is full (STORAGE_FULL): nothing was saved; try later'),
  },
});

const removeRoute = contractRoute(adsApi.removeAdImages, {
  tags: ['ads'],
  summary: 'Remove the ad’s images (back to the placeholder)',
  answer: 'The ad’s images: the placeholder only',
  errors: errorResponses,
});

/** The upload's body as the request brings it: admitted in its turn, read to disk within its limits. */
const imageUpload = (c: Context<AppEnv>): ImageUpload => ({
  admit: (maxBodyBytes, receive) => admitUpload(c, maxBodyBytes, receive),
  readForm: (tempRoot, limits) => receiveUploadForm(c.req.raw, tempRoot, limits),
});

export const adImageRoutes = openApiRouter()
  .openapi(uploadRoute, async (c) => {
    const rows = await setAdImages(c.var.deps, signedInViewer(c), c.req.valid('param').id, imageUpload(c));
    return c.json(presentImages(rows), 200);
  })
  .openapi(removeRoute, async (c) => {
    const rows = await clearAdImages(c.var.deps, signedInViewer(c), c.req.valid('param').id);
    return c.json(presentImages(rows), 200);
  });
