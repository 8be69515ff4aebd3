import { join } from 'node:path';

/** Where uploads are streamed to while a request is handled (http/upload-form.ts); leftovers of a crash are swept at start. */
export const uploadTempRoot = (dataDir: string) => join(dataDir, 'tmp', 'uploads');
