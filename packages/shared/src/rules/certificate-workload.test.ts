import { describe, expect, it } from "vitest";
import { certificateWorkloadMinutes, formatWorkload, formatWorkloadShort } from "./certificate-workload";

describe("certificate workload", () => {
  it("rounds the lessons' total up to the half hour, never under half an hour", () => {
    expect(certificateWorkloadMinutes(null, 4 * 60)).toBe(30);
    expect(certificateWorkloadMinutes(null, 0)).toBe(30);
    expect(certificateWorkloadMinutes(null, 30 * 60)).toBe(30);
    expect(certificateWorkloadMinutes(null, 30 * 60 + 1)).toBe(60);
    expect(certificateWorkloadMinutes(null, 60 * 60)).toBe(60);
    expect(certificateWorkloadMinutes(null, 61 * 60)).toBe(90);
    expect(certificateWorkloadMinutes(null, 5400)).toBe(90);
    expect(certificateWorkloadMinutes(null, 1500)).toBe(30);
  });

  it("lets the admin's figure win", () => {
    expect(certificateWorkloadMinutes(8, 4 * 60)).toBe(480);
    expect(certificateWorkloadMinutes(1, 10 * 3600)).toBe(60);
  });

  it("writes it in words and in short", () => {
    expect(formatWorkload(30)).toBe("30 minutos");
    expect(formatWorkload(60)).toBe("1 hora");
    expect(formatWorkload(90)).toBe("1 hora e 30 minutos");
    expect(formatWorkload(720)).toBe("12 horas");
    expect(formatWorkload(750)).toBe("12 horas e 30 minutos");
    expect(formatWorkload(1)).toBe("1 minuto");
    expect(formatWorkloadShort(30)).toBe("0,5 h");
    expect(formatWorkloadShort(90)).toBe("1,5 h");
    expect(formatWorkloadShort(480)).toBe("8 h");
  });
});
