import { describe, expect, it } from "vitest";
import { scriptSafeJson } from "./boot-data";

describe("scriptSafeJson", () => {
  it("leaves no '<' for the HTML parser and reads back unchanged", () => {
    const value = {
      bio: "</script><script>alert(1)</script> <!-- fim --> <\u2028\u2029 Olá & ação",
      nested: ["</SCRIPT >", { "<key>": "<" }],
    };
    const text = scriptSafeJson(value);
    expect(text).not.toContain("<");
    expect(text).toContain("\\u003c/script>");
    expect(JSON.parse(text)).toEqual(value);
  });

  it("writes plain values as JSON does", () => {
    expect(scriptSafeJson({ a: 1, b: "x", c: null })).toBe('{"a":1,"b":"x","c":null}');
  });
});
