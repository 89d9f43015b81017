/** Longest a measurement may take: a file that takes longer is stored without a length. */
const MEASURE_TIMEOUT_MS = 20_000;

/**
 * A video's length in seconds, read from its container by mediabunny (loaded with the first video
 * measured): an MP4's movie header or its fragments, a WebM's Duration element or, when a
 * recording has none (MediaRecorder writes none, nor Cues), the end of its last block. Null when
 * the file says nothing usable; never throws, so an unreadable length never refuses an upload.
 */
export async function measureVideoDuration(
  file: string,
  timeoutMs = MEASURE_TIMEOUT_MS,
): Promise<number | null> {
  const { FilePathSource, Input, MP4, WEBM } = await import("mediabunny");
  const input = new Input({ formats: [MP4, WEBM], source: new FilePathSource(file) });
  let timer: NodeJS.Timeout | undefined;
  try {
    const seconds = await Promise.race([
      input.computeDuration(undefined, { skipLiveWait: true }),
      new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs))),
    ]);
    return seconds !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    input.dispose();
  }
}

/**
 * The whole seconds a lesson counts for a measured length: rounded down (a member can always
 * watch the share the course asks of it), never 0 for a video that has any length.
 */
export function wholeSeconds(seconds: number | null): number | null {
  if (seconds === null || !(seconds > 0)) return null;
  return Math.min(Math.max(1, Math.floor(seconds)), 86_400);
}
