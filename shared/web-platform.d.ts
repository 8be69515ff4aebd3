/**
 * The web-platform globals that shared code may use. Shared code runs in the browser and in Node, so
 * shared/ is type-checked with neither the DOM's types nor Node's: it sees what both have, declared
 * here (the parts in use), and nothing that only one of them has.
 */
declare class URL {
  constructor(url: string, base?: string | URL);
  static canParse(url: string, base?: string | URL): boolean;
  readonly origin: string;
  href: string;
  protocol: string;
  username: string;
  password: string;
  host: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
  toString(): string;
  toJSON(): string;
}

declare class URLSearchParams {
  constructor(init?: string | Record<string, string>);
  append(name: string, value: string): void;
  set(name: string, value: string): void;
  toString(): string;
}
