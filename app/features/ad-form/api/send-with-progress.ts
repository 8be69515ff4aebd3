import type { z } from 'zod';
import { ApiError, errorFromAnswer } from '../../../lib/api-error';
import { jsonOrNull, parseAnswer } from '../../../lib/parse-answer';

/**
 * A request to our API through XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not). `onUploadProgress` gets 0–100 as the body goes out, and 100 once it is all sent.
 * Fails with the same ApiError as the JSON client (lib/api-client.ts), and checks the answer as it does.
 */
export function sendWithProgress<S extends z.ZodType>(
  schema: S,
  method: 'POST' | 'DELETE',
  url: string,
  body: FormData | null,
  onUploadProgress?: (percent: number) => void,
): Promise<z.output<S>> {
  return new Promise<z.output<S>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    const lang = document.documentElement.lang;
    if (lang) xhr.setRequestHeader('Accept-Language', lang);
    if (onUploadProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0)
          onUploadProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      };
      xhr.upload.onload = () => onUploadProgress(100);
    }
    xhr.onload = () => {
      const payload = jsonOrNull(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) reject(errorFromAnswer(xhr.status, payload, xhr.statusText));
      else {
        try {
          resolve(parseAnswer(schema, payload));
        } catch (error) {
          reject(error);
        }
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Network error'));
    xhr.onabort = () => reject(new ApiError(0, 'NETWORK', 'Aborted'));
    xhr.send(body);
  });
}
