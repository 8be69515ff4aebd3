import { describe, expect, it } from 'vitest';
import { type ImageAudience, maySeeImage } from '../../../server/policies/image';
import { OWNER_ID, VIEWERS, type ViewerName } from './viewers';

const AUDIENCES: Record<ImageAudience['kind'], ImageAudience> = {
  everyone: { kind: 'everyone' },
  owner: { kind: 'owner', ownerId: OWNER_ID },
  nobody: { kind: 'nobody' },
};

const TABLE: [ViewerName, ImageAudience['kind'], boolean][] = [
  ['visitor', 'everyone', true],
  ['visitor', 'owner', false],
  ['visitor', 'nobody', false],
  ['owner', 'everyone', true],
  ['owner', 'owner', true],
  ['owner', 'nobody', false],
  ['stranger', 'everyone', true],
  ['stranger', 'owner', false],
  ['stranger', 'nobody', false],
  ['admin', 'everyone', true],
  ['admin', 'owner', true],
  ['admin', 'nobody', false],
];

describe('image policy', () => {
  it.each(TABLE)('%s, image for %s: %s', (name, audience, seen) => {
    expect(maySeeImage(VIEWERS[name], AUDIENCES[audience])).toBe(seen);
  });
});
