import { ERROR_CODES, type ErrorCode, errorCodeForStatus } from '../../../../shared/error-codes';
import { ApiError } from '../../../lib/api-client';

type ErrorBody = { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null;

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function toError(status: number, payload: unknown, statusText: string): ApiError {
  const error = (payload as ErrorBody)?.error;
  const code =
    typeof error?.code === 'string' && (ERROR_CODES as readonly string[]).includes(error.code)
      ? (error.code as ErrorCode)
      : errorCodeForStatus(status);
  const fields = Object.fromEntries(
    Object.entries(error?.fields && typeof error.fields === 'object' ? error.fields : {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  return new ApiError(status, code, typeof error?.message === 'string' ? error.message : statusText, fields);
}

/**
 * A request to our API through XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not). `onUploadProgress` gets 0–100 as the body goes out, and 100 once it is all sent.
 * Fails with the same ApiError as the JSON client (lib/api-client.ts).
 */
export function sendWithProgress<T>(
  method: 'POST' | 'DELETE',
  url: string,
  body: FormData | null,
  onUploadProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
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
      const payload = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as T);
      else reject(toError(xhr.status, payload, xhr.statusText));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Network error'));
    xhr.onabort = () => reject(new ApiError(0, 'NETWORK', 'Aborted'));
    xhr.send(body);
  });
}
