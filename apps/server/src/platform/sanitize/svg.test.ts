import { describe, expect, it } from "vitest";
import { SVG_MAX_BYTES, sanitizeSvg } from "./svg";

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const CIRCLE = '<circle cx="12" cy="12" r="10"></circle>';

describe("sanitizeSvg", () => {
  it("keeps drawing elements and presentation attributes, in SVG's spelling", () => {
    const input =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">' +
      '<title>Lupa</title><circle cx="11" cy="11" r="8"/><path d="m21 21-4.3-4.3"/></svg>';
    expect(sanitizeSvg(input)).toBe(
      `<svg ${NS} viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">` +
        '<title>Lupa</title><circle cx="11" cy="11" r="8"></circle><path d="m21 21-4.3-4.3"></path></svg>',
    );
  });

  it("keeps gradients and clip paths referenced inside the icon", () => {
    const input =
      '<svg viewBox="0 0 10 10"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1" gradientUnits="objectBoundingBox">' +
      '<stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient>' +
      '<clipPath id="c"><rect width="10" height="10" rx="2"/></clipPath></defs>' +
      '<polygon points="0,0 10,0 5,10" fill="url(#g)" clip-path="url(#c)" fill-rule="evenodd"/></svg>';
    expect(sanitizeSvg(input)).toBe(
      `<svg viewBox="0 0 10 10" ${NS}><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1" gradientUnits="objectBoundingBox">` +
        '<stop offset="0" stop-color="#f00"></stop><stop offset="1" stop-color="#00f"></stop></linearGradient>' +
        '<clipPath id="c"><rect width="10" height="10" rx="2"></rect></clipPath></defs>' +
        '<polygon points="0,0 10,0 5,10" fill="url(#g)" clip-path="url(#c)" fill-rule="evenodd"></polygon></svg>',
    );
  });

  it("drops event handlers, whatever their case", () => {
    const out = sanitizeSvg(`<svg onload=alert(1) ONLOAD="alert(2)" viewBox="0 0 24 24">${CIRCLE}</svg>`);
    expect(out).toBe(`<svg viewBox="0 0 24 24" ${NS}>${CIRCLE}</svg>`);
    const shape = sanitizeSvg('<svg><circle r="4" onclick="alert(1)" onMouseOver="x()"/></svg>');
    expect(shape).toBe(`<svg ${NS}><circle r="4"></circle></svg>`);
  });

  it("removes scripts with their text, in any case", () => {
    const out = sanitizeSvg(
      `<svg><script>alert(1)</script><SCRIPT type="text/javascript">alert(2)</SCRIPT>${CIRCLE}</svg>`,
    );
    expect(out).toBe(`<svg ${NS}>${CIRCLE}</svg>`);
  });

  it("removes links, keeping nothing of javascript: addresses", () => {
    const out = sanitizeSvg(
      `<svg><a href="javascript:alert(1)" xlink:href="javascript:alert(2)">${CIRCLE}</a></svg>`,
    );
    expect(out).toBe(`<svg ${NS}>${CIRCLE}</svg>`);
    expect(out).not.toMatch(/javascript|href/);
  });

  it("removes images and <use>, with their references", () => {
    const out = sanitizeSvg(
      '<svg><image href="http://evil.example/x.png" width="10" height="10"/>' +
        '<use href="#a"/><use xlink:href="http://evil.example/s.svg#x"/>' +
        `${CIRCLE}</svg>`,
    );
    expect(out).toBe(`<svg ${NS}>${CIRCLE}</svg>`);
    expect(out).not.toContain("evil");
  });

  it("removes style attributes and elements, and any url() that leaves the icon", () => {
    const out = sanitizeSvg(
      '<svg style="background:url(http://evil.example/a.png)"><style>*{fill:url(http://evil.example/b)}</style>' +
        '<rect width="4" height="4" fill="url(http://evil.example/c#g)" stroke="url( javascript:alert(1) )"/></svg>',
    );
    expect(out).toBe(`<svg ${NS}><rect width="4" height="4"></rect></svg>`);
  });

  it("removes foreignObject with everything inside it", () => {
    const out = sanitizeSvg(
      `<svg><foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert(1)"></iframe><p>oi</p><svg><rect width="1" height="1"/></svg></body></foreignObject>${CIRCLE}</svg>`,
    );
    expect(out).toBe(`<svg ${NS}>${CIRCLE}</svg>`);
  });

  it("refuses markup that is not an svg drawing something, or too big", () => {
    expect(sanitizeSvg("<script>alert(1)</script>")).toBeNull();
    expect(sanitizeSvg('<svg onload="alert(1)"><script>alert(1)</script></svg>')).toBeNull();
    expect(sanitizeSvg("<svg><g><title>vazio</title></g></svg>")).toBeNull();
    expect(sanitizeSvg("texto<svg><circle r='1'/></svg>")).toBeNull();
    expect(sanitizeSvg('<img src="x" onerror="alert(1)">')).toBeNull();
    expect(sanitizeSvg("não é svg")).toBeNull();
    const big = `<svg>${'<path d="M0 0h1"/>'.repeat(SVG_MAX_BYTES / 10)}</svg>`;
    expect(sanitizeSvg(big)).toBeNull();
  });

  it("accepts an XML prolog and comments, dropping them", () => {
    const out = sanitizeSvg(`<?xml version="1.0"?><!-- desenho --><svg viewBox="0 0 2 2">${CIRCLE}</svg>`);
    expect(out).toBe(`<svg viewBox="0 0 2 2" ${NS}>${CIRCLE}</svg>`);
  });
});
