import { describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '../../server/http/body-limit';
import { jsonBytes, largestAd, largestNotification } from '../support/largest-bodies';

// The JSON body limit is chosen from the largest bodies people may legitimately send; if a schema's
// maxima grow, this tells whether the limit still leaves them room.

const ID = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';

describe('the JSON body limit', () => {
  it('leaves room for an admin notification at its raw-input maxima (about 127 KB)', () => {
    const bytes = jsonBytes(largestNotification(ID));
    expect(bytes).toBeGreaterThan(120_000);
    expect(bytes * 2).toBeLessThanOrEqual(JSON_BODY_LIMIT_BYTES);
  });

  it('leaves room for an ad at SPEC’s maxima (about 45 KB)', () => {
    const bytes = jsonBytes(largestAd({ city_id: ID, category_id: ID }));
    expect(bytes).toBeGreaterThan(40_000);
    expect(bytes * 2).toBeLessThanOrEqual(JSON_BODY_LIMIT_BYTES);
  });
});
