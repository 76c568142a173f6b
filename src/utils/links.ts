/** Whether `host` names this machine. */
const isLoopback = (host = '') => /^(localhost|127\.0\.0\.1|\[::1\])$/.test(host);

/**
 * Image sources we render (docs/behaviour.md#validation): `https:` URLs and inline raster or SVG images (`data:image/…`),
 * never script URLs. A page in development (itself served from this machine) also takes `http:` images from this machine,
 * where the local servers serve theirs; no other `http:` image, nor `blob:`, `file:` or any other scheme.
 *
 * @example isSafeImageSource('https://example.com/logo.png') // true
 */
export function isSafeImageSource(source: string | undefined): source is string {
  if (!source) return false;
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(source)) return true;
  try {
    const { protocol, hostname } = new URL(source);
    return protocol === 'https:' || (protocol === 'http:' && isLoopback(hostname) && isLoopback(globalThis.location?.hostname));
  } catch {
    return false;
  }
}
