/// The page's style sheet (served as `/recurses.css`): a full-window grid of rows in a monospaced
/// font, cells of glyphs outside ASCII boxed to one or two cell widths (`--cw`, measured by the
/// script), so wide glyphs, emoji and combining marks stay on the grid at any zoom.
enum PageStyle {
    /// The style sheet's text.
    static let text = #"""
        :root { --fg: #d8d8d8; --bg: #141414; --cw: 9px; --ch: 18px; color-scheme: dark; }
        html, body { margin: 0; height: 100%; background: var(--bg); color: var(--fg); overflow: hidden; }
        .term { font-family: "DejaVu Sans Mono", "Noto Sans Mono", Menlo, Consolas, monospace; font-size: 15px;
          line-height: 1.2; }
        #screen { position: fixed; inset: 0; cursor: default; }
        .row { white-space: pre; height: var(--ch); overflow: hidden; }
        .g { display: inline-block; width: var(--cw); height: var(--ch); text-align: center; vertical-align: top;
          overflow: visible; }
        .g2 { width: calc(2 * var(--cw)); }
        .cur { box-shadow: inset 0 0 0 2px var(--fg); }
        #probe { position: absolute; visibility: hidden; white-space: pre; }
        #input { position: fixed; left: 0; top: 0; width: 1px; height: 1px; opacity: 0; border: 0; padding: 0;
          resize: none; overflow: hidden; }
        .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
        #notice { position: fixed; left: 50%; top: 40%; transform: translateX(-50%); background: #3a3a3a; color: #fff;
          padding: 1em 2em; font: 16px sans-serif; border-radius: 6px; }
        #notice[hidden] { display: none; }
        """#
}
