import { describe, expect, it } from "vitest";
import {
  CERTIFICATE_CODE_LENGTH,
  certificateCodeFromBytes,
  CROCKFORD_ALPHABET,
  formatCertificateCode,
  normalizeCertificateCode,
} from "./certificate-code";

describe("certificate codes", () => {
  it("uses Crockford base32 without the letters people confuse", () => {
    expect(CROCKFORD_ALPHABET).toHaveLength(32);
    for (const ch of "ILOU") expect(CROCKFORD_ALPHABET).not.toContain(ch);
  });

  it("makes an 8-character code from the low 5 bits of each byte", () => {
    expect(certificateCodeFromBytes(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7]))).toBe("01234567");
    expect(certificateCodeFromBytes(new Uint8Array([31, 30, 29, 28, 27, 26, 25, 24]))).toBe("ZYXWVTSR");
    // 32 + 10 and 255 keep their low 5 bits: A and Z; bytes past the eighth are ignored.
    expect(certificateCodeFromBytes(new Uint8Array([42, 255, 0, 0, 0, 0, 0, 0, 9, 9]))).toBe("AZ000000");
    expect(() => certificateCodeFromBytes(new Uint8Array(7))).toThrow();
  });

  it("gives every character the same chance (40 bits of randomness)", () => {
    const seen = new Set<string>();
    for (let b = 0; b < 256; b++) seen.add(certificateCodeFromBytes(new Uint8Array(8).fill(b))[0]!);
    expect(seen.size).toBe(32);
    expect(CERTIFICATE_CODE_LENGTH).toBe(8);
  });

  it("prints as GLD-XXXX-XXXX", () => {
    expect(formatCertificateCode("7K2M9QXH")).toBe("GLD-7K2M-9QXH");
  });

  it.each([
    ["GLD-7K2M-9QXH", "7K2M9QXH"],
    ["gld-7k2m-9qxh", "7K2M9QXH"],
    ["GLD7K2M9QXH", "7K2M9QXH"],
    ["7k2m9qxh", "7K2M9QXH"],
    ["7K2M-9QXH", "7K2M9QXH"],
    ["  gld 7k2m 9qxh ", "7K2M9QXH"],
    // O read as zero, I and L as one.
    ["GLD-O1IL-0000", "01110000"],
  ])("reads %s back as %s", (input, stored) => {
    expect(normalizeCertificateCode(input)).toBe(stored);
  });

  it("reads an 8-character input starting with GLD as a code, not as the prefix", () => {
    expect(normalizeCertificateCode("GLD12345")).toBe("G1D12345");
  });

  it.each(["", "GLD", "GLD-7K2M", "7K2M9QX", "7K2M9QXHA", "GLD-7K2M-9QXU", "7K2M9QX!", "../etc/pw"])(
    "refuses %j",
    (input) => {
      expect(normalizeCertificateCode(input)).toBeNull();
    },
  );

  it("round-trips every generated code through its printed form", () => {
    for (let i = 0; i < 50; i++) {
      const bytes = new Uint8Array(8).map((_, j) => (i * 37 + j * 11) & 255);
      const code = certificateCodeFromBytes(bytes);
      expect(normalizeCertificateCode(formatCertificateCode(code))).toBe(code);
      expect(normalizeCertificateCode(formatCertificateCode(code).toLowerCase().replace(/-/g, ""))).toBe(
        code,
      );
    }
  });
});
