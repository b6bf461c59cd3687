/**
 * The upload limits an operator may set (config.ts reads them from the environment). The server's
 * entry point sets them once at start, before any call; tests and tools that build an app keep the
 * defaults. A process-wide value, like the settings it comes from.
 */
export const DEFAULT_MAX_IMAGE_SIDE = 8192;

let maxImageSide = DEFAULT_MAX_IMAGE_SIDE;

/** MAX_IMAGE_SIDE: the most pixels an uploaded picture (or one inside an SVGA) may have on either side. */
export function setMaxImageSide(pixels: number): void {
  maxImageSide = pixels;
}

export function currentMaxImageSide(): number {
  return maxImageSide;
}
