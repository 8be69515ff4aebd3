/**
 * glibc's allocator settings for the server process (`npm start` sets the same in package.json; the
 * bench's server too). By default every thread that decodes an image or hashes a password gets an
 * arena of its own, and freed memory stays in it: after an upload storm the process kept ~200 MB it
 * no longer used. Two arenas, and large blocks (1 MB+) mapped and unmapped on their own, give it
 * back (docs/benchmarks.md, the abuse run). Other C libraries ignore it.
 */
export const GLIBC_TUNABLES = 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=1048576';
