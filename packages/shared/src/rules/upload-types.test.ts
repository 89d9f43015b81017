import { describe, expect, it } from "vitest";
import { UPLOAD_ACCEPT, UPLOAD_DECLARED_TYPES, UPLOAD_TYPES, uploadKindOf } from "./upload-types";

describe("upload types", () => {
  it("are the six types of the spec with their stored extension and kind", () => {
    expect(UPLOAD_TYPES).toEqual({
      "image/jpeg": { ext: "jpg", media: "image" },
      "image/png": { ext: "png", media: "image" },
      "image/webp": { ext: "webp", media: "image" },
      "image/gif": { ext: "gif", media: "gif" },
      "video/mp4": { ext: "mp4", media: "video" },
      "video/webm": { ext: "webm", media: "video" },
    });
    expect(UPLOAD_ACCEPT).toBe(".jpg,.jpeg,.png,.webp,.gif,.mp4,.webm");
    expect([...UPLOAD_DECLARED_TYPES].sort()).toEqual([
      "image/gif",
      "image/jpeg",
      "image/jpg",
      "image/pjpeg",
      "image/png",
      "image/webp",
      "video/mp4",
      "video/webm",
    ]);
  });

  it("take the kind from the extension and refuse a foreign declared type", () => {
    expect(uploadKindOf("Foto.JPEG", "image/jpeg")).toBe("image");
    expect(uploadKindOf("anim.gif", "image/gif")).toBe("gif");
    expect(uploadKindOf("clip.webm", "")).toBe("video");
    expect(uploadKindOf("foto.jpg", "image/pjpeg")).toBe("image");
    expect(uploadKindOf("doc.pdf", "application/pdf")).toBeNull();
    expect(uploadKindOf("foto.png", "application/pdf")).toBeNull();
    expect(uploadKindOf("constructor", "")).toBeNull();
    expect(uploadKindOf("semextensao", "image/png")).toBeNull();
  });
});
