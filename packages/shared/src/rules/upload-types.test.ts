import { describe, expect, it } from "vitest";
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_TYPES,
  isAttachmentFileName,
  UPLOAD_ACCEPT,
  UPLOAD_DECLARED_TYPES,
  UPLOAD_TYPES,
  uploadKindOf,
} from "./upload-types";

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

  it("offer lesson attachments documents, archives, audio and images, re-encoding only images", () => {
    expect(ATTACHMENT_ACCEPT).toBe(".pdf,.zip,.docx,.xlsx,.pptx,.epub,.mp3,.jpg,.jpeg,.png,.webp,.gif");
    const reencoded = Object.entries(ATTACHMENT_TYPES)
      .filter(([, t]) => t.reencode)
      .map(([mime]) => mime);
    expect(reencoded).toEqual(["image/jpeg", "image/png", "image/webp", "image/gif"]);
    expect(Object.values(ATTACHMENT_TYPES).map((t) => t.ext)).toEqual([
      "pdf",
      "zip",
      "docx",
      "xlsx",
      "pptx",
      "epub",
      "mp3",
      "jpg",
      "png",
      "webp",
      "gif",
    ]);
    expect(isAttachmentFileName("Apostila Final.PDF")).toBe(true);
    expect(isAttachmentFileName("planilha.xlsx")).toBe(true);
    expect(isAttachmentFileName("pagina.html")).toBe(false);
    expect(isAttachmentFileName("video.mp4")).toBe(false);
    expect(isAttachmentFileName("semextensao")).toBe(false);
  });
});
