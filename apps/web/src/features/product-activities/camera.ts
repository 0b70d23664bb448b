/**
 * Why scanning cannot start. Browsers refuse the camera with a NotAllowedError (or SecurityError on
 * a page that is not secure); anything else, including no camera at all, reads as "Camera not
 * found", the message the specification gives (§8).
 */
export type TCameraProblem = 'notFound' | 'denied';

export function cameraProblem(error: unknown): TCameraProblem {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'notFound';
}

export type TVideoSize = { videoWidth: number; videoHeight: number; clientWidth: number };

/**
 * The part of the camera's picture under the square drawn on screen, in the camera's own pixels:
 * the video is shown scaled to the modal's width, so a square of `boxPx` CSS pixels in its middle
 * covers more (or fewer) camera pixels. Only that square is decoded, so a code elsewhere in view is
 * not read by accident, and the decoder has less to search.
 */
export function scanRegion(video: TVideoSize, boxPx: number): { x: number; y: number; side: number } {
  const scale = video.clientWidth > 0 ? video.videoWidth / video.clientWidth : 1;
  const side = Math.min(Math.round(boxPx * scale), video.videoWidth, video.videoHeight);
  return { x: Math.round((video.videoWidth - side) / 2), y: Math.round((video.videoHeight - side) / 2), side };
}
