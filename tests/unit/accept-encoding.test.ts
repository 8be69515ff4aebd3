import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '../../server/http/accept-encoding';
import { matchesIfNoneMatch } from '../../server/http/etag';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR ; Q=0.8, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['br;q=0, gzip;q=0', null],
    [undefined, null],
    ['', null],
    // Malformed entries count for nothing.
    ['br;q=abc, gzip;q=', null],
    ['br;q=2', null],
    ['br;q=1.0001', null],
    [';;;,,,', null],
    ['br;level=5;q=1, gzip', 'gzip'],
  ] as const)('%j → %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('matchesIfNoneMatch', () => {
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    [' * ', true],
    ['W/"abd"', false],
    ['abc', false],
    ['"abc', false],
    ['W/', false],
    ['', false],
  ] as const)('%j against W/"abc" → %j', (header, expected) => {
    expect(matchesIfNoneMatch(header, 'W/"abc"')).toBe(expected);
  });
});
