import { useState } from 'react';

/** The last non-null `value`: what a dialog keeps showing while it fades out after `value` became null. */
export function useLastShown<T>(value: T | null): T | null {
  const [shown, setShown] = useState(value);
  if (value !== null && value !== shown) setShown(value);
  return value ?? shown;
}
