import { describe, expect, it } from "vitest";
import { renderMarkdown, renderMarkdownDocument } from ".";

describe("renderMarkdown", () => {
  it("renders headings, lists, tables, code and links that open in a new tab", () => {
    const html = renderMarkdown(
      "## Materiais\n\n- primer\n- pincel\n\n| Tinta | Uso |\n|---|---|\n| Acrílica | base |\n\n`verniz` [guia](https://exemplo.com.br/guia)",
    );
    expect(html).toContain("<h2>Materiais</h2>");
    expect(html).toContain("<li>primer</li>");
    expect(html).toContain("<td>Acrílica</td>");
    expect(html).toContain("<code>verniz</code>");
    expect(html).toContain(
      '<a href="https://exemplo.com.br/guia" target="_blank" rel="noopener noreferrer nofollow">guia</a>',
    );
  });

  it("drops scripts, event handlers, styles, frames and dangerous links and images", () => {
    const html = renderMarkdown(
      [
        "<script>alert(1)</script>",
        '<img src="x" onerror="alert(1)">',
        '<svg onload="alert(1)"></svg>',
        '<iframe src="https://evil.example"></iframe>',
        '<p style="position:fixed">fixo</p>',
        "[clique](javascript:alert(1))",
        "[dados](data:text/html;base64,PHNjcmlwdD4=)",
        "![img](data:image/svg+xml;base64,PHN2Zz4=)",
        "![img](//evil.example/x.png)",
      ].join("\n\n"),
    );
    for (const bad of [
      "<script",
      "onerror",
      "onload",
      "<svg",
      "<iframe",
      "style=",
      "javascript:",
      "data:",
      "//evil",
    ])
      expect(html, bad).not.toContain(bad);
    expect(html).toContain("fixo");
    expect(html).toContain(">clique</a>");
    // A raw <img> without alt gets an empty one (axe: images need an alt).
    expect(html).toContain('<img src="x" alt="" />');
  });

  it("keeps our own media and https images, and renders nothing for an empty body", () => {
    expect(renderMarkdown("![capa](/media/media_uploads/u/1-abc.png)")).toContain(
      '<img src="/media/media_uploads/u/1-abc.png" alt="capa" />',
    );
    expect(renderMarkdown("![foto](https://exemplo.com.br/a.jpg)")).toContain(
      'src="https://exemplo.com.br/a.jpg"',
    );
    expect(renderMarkdown(null)).toBe("");
    expect(renderMarkdown("")).toBe("");
  });

  describe("untrusted text", () => {
    const render = (md: string) => renderMarkdown(md, { untrusted: true });

    it("shows raw HTML as text instead of dropping or running it", () => {
      const html = render('Antes <script>alert(1)</script> e <img src="x" onerror="alert(2)"> depois');
      expect(html).toBe(
        '<p>Antes &lt;script&gt;alert(1)&lt;/script&gt; e &lt;img src="x" onerror="alert(2)"&gt; depois</p>\n',
      );
      const block = render('<div onclick="x()">oi</div>\n\n<script>\nalert(1)\n</script>');
      expect(block).not.toMatch(/<(div|script)/);
      expect(block).toContain("&lt;div onclick=");
      expect(block).toContain("&lt;script&gt;");
    });

    it("keeps http(s), mailto and relative links, makes javascript: and data: links inert, drops images", () => {
      const html = render(
        "[aula](/cursos/pintura/aulas/primer) [site](https://exemplo.com.br) [mail](mailto:a@b.com) [x](javascript:alert(1)) [d](data:text/html,oi) ![p](https://evil.example/p.png)",
      );
      expect(html).toContain('<a href="/cursos/pintura/aulas/primer">aula</a>');
      expect(html).toContain('<a href="https://exemplo.com.br"');
      expect(html).toContain('<a href="mailto:a@b.com"');
      expect(html).toContain("<span>x</span>");
      expect(html).toContain("<span>d</span>");
      for (const bad of ["javascript:", "data:", "<img", "evil.example"])
        expect(html, bad).not.toContain(bad);
    });

    it("ignores reference-style link definitions, so [1] markers stay text", () => {
      const html = render("Lixe antes [1] e veja [o guia][1].\n\n[1]: https://evil.example/roubo");
      expect(html).toContain("<p>Lixe antes [1] e veja [o guia][1].</p>");
      expect(html).not.toMatch(/<a[^>]*>(1|o guia)<\/a>/);
      // Trusted markdown keeps them.
      expect(renderMarkdown("Veja [1].\n\n[1]: https://exemplo.com.br")).toContain(
        '<a href="https://exemplo.com.br" target="_blank" rel="noopener noreferrer nofollow">1</a>',
      );
    });

    it("still renders markdown", () => {
      expect(render("**Lixe** antes [1].\n\n- primer")).toBe(
        "<p><strong>Lixe</strong> antes [1].</p>\n<ul>\n<li>primer</li>\n</ul>\n",
      );
    });
  });
});

describe("renderMarkdownDocument", () => {
  it("gives every heading a unique anchor and lists them, as readers see them", () => {
    const { html, toc } = renderMarkdownDocument(
      "# Guia\n\n## Preços (2024)\n\n### **Moedas** & cédulas\n\n## Preços (2024)\n\n## <script>x</script>Fim",
    );
    expect(toc).toEqual([
      { id: "guia", text: "Guia", level: 1 },
      { id: "precos-2024", text: "Preços (2024)", level: 2 },
      { id: "moedas-cedulas", text: "Moedas & cédulas", level: 3 },
      { id: "precos-2024-2", text: "Preços (2024)", level: 2 },
      { id: "fim", text: "Fim", level: 2 },
    ]);
    expect(html).toContain('<h3 id="moedas-cedulas"><strong>Moedas</strong> &amp; cédulas</h3>');
    expect(html).toContain('<h2 id="fim">Fim</h2>');
    expect(renderMarkdownDocument("")).toEqual({ html: "", toc: [] });
    // The page's own ids (its main area is #conteudo) are never a heading's.
    expect(renderMarkdownDocument("## Conteúdo").toc).toEqual([
      { id: "conteudo-2", text: "Conteúdo", level: 2 },
    ]);
  });

  it("keeps only its own ids, and links to our pages in the same tab", () => {
    const { html } = renderMarkdownDocument(
      '<h2 id="location">Falso</h2>\n\n[aqui](/recursos/wiki/x) [seção](#fim) [fora](https://exemplo.com) [js](javascript:alert(1))',
    );
    expect(html).toContain("<h2>Falso</h2>");
    expect(html).toContain('<a href="/recursos/wiki/x">aqui</a>');
    expect(html).toContain('<a href="#fim">seção</a>');
    expect(html).toContain(
      '<a href="https://exemplo.com" target="_blank" rel="noopener noreferrer nofollow">fora</a>',
    );
    expect(html).not.toContain("javascript:");
  });
});
