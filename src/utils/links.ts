/** Image sources we render: web URLs, object URLs and inline raster/SVG images — never script URLs. */
export function isSafeImageSource(source: string | undefined): source is string {
  if (!source) return false;
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(source)) return true;
  try {
    return ['https:', 'http:', 'blob:'].includes(new URL(source).protocol);
  } catch {
    return false;
  }
}
