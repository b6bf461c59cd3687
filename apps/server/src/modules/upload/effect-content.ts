/**
 * Gift and prop effects are recognised by their bytes, never by name or declared type (SPEC §5):
 * a renamed picture is refused whatever it is called. svga-content.ts and mp4-content.ts read them.
 */

export const SVGA_MIME = 'application/x-svga';
export const MP4_MIME = 'video/mp4';
/** What a file-kind effect field may point at. */
export const EFFECT_MIMES: readonly string[] = [SVGA_MIME, MP4_MIME];
