import { describe, expect, it } from 'vitest';
import { parseSeedArgs, UsageError } from '../../server/db/seed/cli-args';

describe('seed CLI arguments', () => {
  it.each([
    [[], { help: false, demo: false, ads: 0 }],
    [['--ads', '1000000'], { help: false, demo: false, ads: 1_000_000 }],
    [['--ads=1_000'], { help: false, demo: false, ads: 1000 }],
    [['--ads', '50,000', '--demo'], { help: false, demo: true, ads: 50_000 }],
    [['-h'], { help: true, demo: false, ads: 0 }],
  ])('%j', (argv, expected) => {
    expect(parseSeedArgs(argv)).toEqual(expected);
  });

  it.each([
    [['--ads']],
    [['--ads', '-5']],
    [['--ads', '1e6']],
    [['--ads', 'many']],
    [['--ads', '99999999999']],
    [['--bogus']],
    [['100']],
  ])('refuses %j', (argv) => {
    expect(() => parseSeedArgs(argv)).toThrow(UsageError);
  });
});
