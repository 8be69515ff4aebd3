/**
 * X-Forwarded-For values for a load run: every request comes from another address of 10.0.0.0/8,
 * starting at a random point, so the real per-visitor rate limits run on every request (the server
 * trusts the header with TRUST_PROXY=true) without any visitor reaching a limit.
 */
export function visitorAddresses(): () => string {
  const size = 2 ** 24;
  let n = Math.floor(Math.random() * size);
  return () => {
    n = (n + 1) % size;
    return `10.${n >>> 16}.${(n >>> 8) & 255}.${n & 255}`;
  };
}
