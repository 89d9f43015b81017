import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mediaUploads } from "../../db/schema";
import { signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";
import { wholeSeconds } from "./video-duration";

/** The small videos of scripts/record-video-fixtures.mjs (Chromium's MediaRecorder and WebCodecs). */
const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/video/${name}`, import.meta.url));

/** Whether a WebM's Segment Info carries a Duration element (ID 0x4489) before its first Cluster. */
function hasDurationElement(webm: Buffer) {
  const cluster = webm.indexOf(Buffer.from("1f43b675", "hex"));
  const duration = webm.indexOf(Buffer.from("4489", "hex"));
  return duration >= 0 && duration < cluster;
}

describe("a video's length, measured from its container on upload", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let member: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    member = t.client();
    await signUpConfirmed(member, t.db);
  });

  const send = async (body: Buffer) => {
    const res = await member.request("POST", "/api/uploads", undefined, {
      rawBody: body,
      headers: { "content-type": "application/octet-stream" },
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(mediaUploads).where(eq(mediaUploads.id, res.json.id));
    return { answer: res.json as { media_type: string; duration_seconds: number | null }, row: row! };
  };

  it("reads an MP4's length: an ordinary file with its movie header, and a fragmented recording", async () => {
    // WebCodecs + mediabunny: 30 frames of 1/10 s, so exactly 3 s.
    const encoded = await send(fixture("codificado-3s.mp4"));
    expect(encoded.answer).toMatchObject({ media_type: "video", duration_seconds: 3 });
    expect(encoded.row).toMatchObject({ content_type: "video/mp4", duration_seconds: 3 });
    // MediaRecorder's MP4 is fragmented (its movie header says 0): the fragments add up to 2.93 s.
    const recorded = await send(fixture("gravado-3s.mp4"));
    expect(recorded.answer).toMatchObject({ media_type: "video", duration_seconds: 2 });
    expect(recorded.row).toMatchObject({ content_type: "video/mp4", duration_seconds: 2 });
  });

  it("reads a WebM's length from its Duration element, or from its last block when it has none", async () => {
    const encoded = fixture("codificado-3s.webm");
    expect(hasDurationElement(encoded)).toBe(true);
    const withHeader = await send(encoded);
    expect(withHeader.answer).toMatchObject({ media_type: "video", duration_seconds: 3 });
    expect(withHeader.row).toMatchObject({ content_type: "video/webm", duration_seconds: 3 });
    // A MediaRecorder recording: no Duration, no Cues, clusters of unknown size; it lasts 2.9 s.
    const recording = fixture("gravado-3s.webm");
    expect(hasDurationElement(recording)).toBe(false);
    const withoutHeader = await send(recording);
    expect(withoutHeader.answer).toMatchObject({ media_type: "video", duration_seconds: 2 });
    expect(withoutHeader.row).toMatchObject({ content_type: "video/webm", duration_seconds: 2 });
  });

  it("stores a video whose length cannot be read, without one; other files have none", async () => {
    // Only a WebM header: recognised as a video, nothing to measure.
    const header = Buffer.from(
      "1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102",
      "hex",
    );
    const bare = await send(header);
    expect(bare.answer).toMatchObject({ media_type: "video", duration_seconds: null });
    expect(bare.row.duration_seconds).toBeNull();
    // A picture is no video.
    const gif = Buffer.from(
      "47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b",
      "hex",
    );
    const picture = await send(gif);
    expect(picture.answer).toMatchObject({ media_type: "gif" });
    expect(picture.answer).not.toHaveProperty("duration_seconds");
    expect(picture.row.duration_seconds).toBeNull();
  });

  it("counts whole seconds, rounded down, at least 1 for a video that has any length", () => {
    expect([2.93, 3, 0.4, 599.98].map(wholeSeconds)).toEqual([2, 3, 1, 599]);
    expect([null, 0, Number.NaN, -1].map(wholeSeconds)).toEqual([null, null, null, null]);
  });
});
