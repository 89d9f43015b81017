// Makes the small test videos of the upload and lesson tests in Debian's Chromium (no ffmpeg
// needed): a canvas animation recorded by MediaRecorder (WebM without a Duration element nor Cues,
// and fragmented MP4, as browsers and screen recorders write them) and encoded with WebCodecs into
// ordinary files by mediabunny (an MP4 with its moov, a WebM with its Duration).
//
//   node scripts/record-video-fixtures.mjs
//
// Run it again only to change the fixtures: the files are committed, and the tests never make them.
/* global document, MediaRecorder */ // Used inside the page, in Chromium.
import { createRequire } from "node:module";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const root = path.resolve(import.meta.dirname, "..");
const require = createRequire(path.join(root, "apps/server/package.json"));
// The package's Node entry sits beside its browser bundle.
const mediabunny = readFileSync(path.join(path.dirname(require.resolve("mediabunny")), "mediabunny.min.mjs"));
const serverFixtures = path.join(root, "apps/server/src/test/fixtures/video");
const e2eFixtures = path.join(root, "e2e/fixtures");

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage();
// localhost is a secure context: WebCodecs needs one.
await page.route("http://localhost/**", (route) =>
  route.request().url().endsWith("/mediabunny.mjs")
    ? route.fulfill({ contentType: "text/javascript", body: mediabunny })
    : route.fulfill({ contentType: "text/html", body: "<canvas width=160 height=90></canvas>" }),
);
await page.goto("http://localhost/");

/** MediaRecorder's own file of `seconds` of the animation, at 10 frames per second. */
function record(mimeType, seconds) {
  return page.evaluate(
    async ({ mimeType, seconds }) => {
      const canvas = document.querySelector("canvas");
      const context = canvas.getContext("2d");
      let frame = 0;
      const draw = () => {
        context.fillStyle = `hsl(${(frame * 9) % 360} 60% 40%)`;
        context.fillRect(0, 0, 160, 90);
        context.fillStyle = "#fff";
        context.font = "20px sans-serif";
        context.fillText(String(frame), 10 + (frame % 60), 50);
        frame++;
      };
      draw();
      const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType, videoBitsPerSecond: 40_000 });
      const chunks = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const timer = setInterval(draw, 100);
      recorder.start(1000);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.stop();
      await stopped;
      clearInterval(timer);
      return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
    },
    { mimeType, seconds },
  );
}

/** An ordinary file (mediabunny's muxer over WebCodecs) of `seconds` of the animation. */
function encode(container, seconds) {
  return page.evaluate(
    async ({ container, seconds }) => {
      const mb = await import("/mediabunny.mjs");
      const canvas = document.querySelector("canvas");
      const context = canvas.getContext("2d");
      const output = new mb.Output({
        format: container === "mp4" ? new mb.Mp4OutputFormat() : new mb.WebMOutputFormat(),
        target: new mb.BufferTarget(),
      });
      const source = new mb.CanvasSource(canvas, {
        codec: container === "mp4" ? "avc" : "vp8",
        bitrate: 40_000,
      });
      output.addVideoTrack(source, { frameRate: 10 });
      await output.start();
      for (let frame = 0; frame < seconds * 10; frame++) {
        context.fillStyle = `hsl(${(frame * 9) % 360} 60% 40%)`;
        context.fillRect(0, 0, 160, 90);
        context.fillStyle = "#fff";
        context.font = "20px sans-serif";
        context.fillText(String(frame), 10 + (frame % 60), 50);
        await source.add(frame / 10, 1 / 10);
      }
      await output.finalize();
      return Array.from(new Uint8Array(output.target.buffer));
    },
    { container, seconds },
  );
}

mkdirSync(serverFixtures, { recursive: true });
const files = [
  [path.join(serverFixtures, "gravado-3s.webm"), () => record("video/webm;codecs=vp8", 3)],
  [path.join(serverFixtures, "gravado-3s.mp4"), () => record("video/mp4;codecs=avc1", 3)],
  [path.join(serverFixtures, "codificado-3s.webm"), () => encode("webm", 3)],
  [path.join(serverFixtures, "codificado-3s.mp4"), () => encode("mp4", 3)],
  [path.join(e2eFixtures, "aula-gravada-12s.webm"), () => record("video/webm;codecs=vp8", 12)],
];
for (const [file, make] of files) {
  const bytes = Buffer.from(await make());
  writeFileSync(file, bytes);
  console.log(`${path.relative(root, file)}: ${bytes.length} bytes`);
}
await browser.close();
