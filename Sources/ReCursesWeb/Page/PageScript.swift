/// The page's script (served as `/recurses.js`): opens the session's socket with the window's size in
/// cells (from the font's metrics), applies each frame message (`WebFrameEncoder`) to a grid of rows
/// of real text, and sends keys, typed text (input methods included), paste, the mouse and resizes
/// (`ClientMessage`). Shift-drag selects text as in a terminal; a plain drag goes to the app.
enum PageScript {
    /// The script's text.
    static let text = #"""
        "use strict";
        (() => {
          const screen = document.getElementById("screen"), input = document.getElementById("input");
          const live = document.getElementById("live"), notice = document.getElementById("notice");
          const probe = document.getElementById("probe");
          const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
          const token = new URLSearchParams(location.search).get("token");
          let cols = 0, rows = 0, grid = [], rowEls = [], styles = [[-1, -1, 0]], css = [];
          let cursor = null, focus = null, cw = 8, ch = 16, held = null, lastCell = "", socket = null, liveText = "";
          const dirty = new Set();
          const base = [0x000000, 0xcd0000, 0x00cd00, 0xcdcd00, 0x0000ee, 0xcd00cd, 0x00cdcd, 0xe5e5e5,
            0x7f7f7f, 0xff0000, 0x00ff00, 0xffff00, 0x5c5cff, 0xff00ff, 0x00ffff, 0xffffff];
          const hex = (v) => "#" + v.toString(16).padStart(6, "0");
          function color(c) {
            if (c < 0) return null;
            if (c < 16) return hex(base[c]);
            if (c < 232) { const i = c - 16, l = [0, 95, 135, 175, 215, 255];
              return hex(l[Math.floor(i / 36)] << 16 | l[Math.floor(i / 6) % 6] << 8 | l[i % 6]); }
            if (c < 256) { const g = 8 + (c - 232) * 10; return hex(g << 16 | g << 8 | g); }
            return hex(c - 256);
          }
          function styleText(index) {
            if (css[index] !== undefined) return css[index];
            const [f, b, a] = styles[index] || [-1, -1, 0];
            let fg = color(f), bg = color(b), out = "";
            if (a & 16) { [fg, bg] = [bg || "var(--bg)", fg || "var(--fg)"]; }
            if (fg) out += "color:" + fg + ";";
            if (bg) out += "background:" + bg + ";";
            if (a & 1) out += "font-weight:bold;";
            if (a & 2) out += "opacity:.6;";
            if (a & 4) out += "font-style:italic;";
            if (a & 8) out += "text-decoration:underline;";
            return css[index] = out;
          }
          function measure() {
            const r = probe.getBoundingClientRect();
            cw = r.width / 10; ch = r.height;
            document.documentElement.style.setProperty("--cw", cw + "px");
            document.documentElement.style.setProperty("--ch", ch + "px");
            return [Math.max(1, Math.floor(window.innerWidth / cw)), Math.max(1, Math.floor(window.innerHeight / ch))];
          }
          function blankRow() { return Array.from({ length: cols }, () => ({ g: " ", s: 0, w: 1 })); }
          function resizeGrid(c, r) {
            cols = c; rows = r; grid = []; rowEls = [];
            const frag = document.createDocumentFragment();
            for (let y = 0; y < rows; y++) {
              grid.push(blankRow());
              const el = document.createElement("div"); el.className = "row"; rowEls.push(el); frag.appendChild(el);
              dirty.add(y);
            }
            screen.replaceChildren(frag);
          }
          function span(text, style, width, isCursor) {
            const el = document.createElement("span");
            el.textContent = text;
            const s = styleText(style);
            if (s) el.style.cssText = s;
            if (width) el.className = width === 2 ? "g g2" : "g";
            if (isCursor) el.classList.add("cur");
            return el;
          }
          function renderRow(y) {
            const row = grid[y], el = rowEls[y];
            if (!row || !el) return;
            const frag = document.createDocumentFragment();
            let run = "", runStyle = -1;
            const flush = () => { if (run) frag.appendChild(span(run, runStyle, 0, false)); run = ""; };
            for (let x = 0; x < cols;) {
              const c = row[x], wide = c.w === 2, isCursor = cursor && cursor[0] === x && cursor[1] === y;
              if (wide || isCursor || c.w === 0 || c.g.length !== 1 || c.g.charCodeAt(0) > 126) {
                flush();
                frag.appendChild(span(c.w === 0 ? " " : c.g, c.s, wide ? 2 : 1, isCursor));
                x += wide ? 2 : 1;
                continue;
              }
              if (c.s !== runStyle) { flush(); runStyle = c.s; }
              run += c.g; x++;
            }
            flush();
            el.replaceChildren(frag);
          }
          function rowText(y) { return (grid[y] || []).map((c) => c.g).join("").trimEnd(); }
          // One frame message (see WebFrameEncoder): text written at the write position, operations as
          // control characters with "," separated numbers ended by ";".
          let wx = 0, wy = 0, style = 0, cursorShown = false, lastGlyph = " ";
          function numbers(m, i) {
            const end = m.indexOf(";", i);
            return [m.slice(i, end).split(",").map(Number), end + 1];
          }
          function write(text) {
            const row = grid[wy];
            if (!row) return;
            for (const { segment } of segmenter.segment(text)) {
              if (wx >= cols) break;
              if (segment === "\t") { if (wx > 0) row[wx - 1].w = 2; row[wx] = { g: "", s: style, w: 0 }; }
              else { row[wx] = { g: segment, s: style, w: 1 }; lastGlyph = segment; }
              wx++;
            }
            dirty.add(wy);
          }
          // Rows top..<bottom move up n rows (down when negative), blank rows coming in; the row elements
          // move with their text, so only the rows that came in are drawn.
          function scroll(top, bottom, n) {
            if (top < 0 || bottom > rows || top >= bottom) return;
            for (let k = 0; k < Math.abs(n); k++) {
              if (n > 0) {
                grid.splice(top, 1); grid.splice(bottom - 1, 0, blankRow());
                const el = rowEls.splice(top, 1)[0]; rowEls.splice(bottom - 1, 0, el);
                screen.insertBefore(el, rowEls[bottom] || null); dirty.add(bottom - 1);
              } else {
                grid.splice(bottom - 1, 1); grid.splice(top, 0, blankRow());
                const el = rowEls.splice(bottom - 1, 1)[0]; rowEls.splice(top, 0, el);
                screen.insertBefore(el, rowEls[top + 1]); dirty.add(top);
              }
            }
            const moved = new Set();
            for (const y of dirty) moved.add(y >= top && y < bottom ? Math.min(bottom - 1, Math.max(top, y - n)) : y);
            dirty.clear(); for (const y of moved) dirty.add(y);
          }
          function apply(m) {
            if (m.charCodeAt(0) === 0x10) {
              if (navigator.clipboard) navigator.clipboard.writeText(m.slice(1)).catch(() => {});
              return;
            }
            if (cursor) dirty.add(cursor[1]);
            style = 0;
            let i = 0, p;
            while (i < m.length) {
              const code = m.charCodeAt(i);
              if (code >= 0x20 || code === 9) {
                let end = i;
                while (end < m.length && (m.charCodeAt(end) >= 0x20 || m.charCodeAt(end) === 9)) end++;
                write(m.slice(i, end));
                i = end;
                continue;
              }
              i++;
              switch (code) {
                case 1: [p, i] = numbers(m, i); wy = p[0]; wx = p[1]; break;
                case 2: [p, i] = numbers(m, i); style = p[0]; break;
                case 3: [p, i] = numbers(m, i); styles.push(p); style = styles.length - 1; break;
                case 4: cursorShown = false; break;
                case 5: cursorShown = true; break;
                case 6: [p, i] = numbers(m, i); resizeGrid(p[0], p[1]); wx = 0; wy = 0; break;
                case 7: [p, i] = numbers(m, i); focus = p[1] ? p : null; break;
                case 8: [p, i] = numbers(m, i); scroll(p[0], p[1], p[2]); break;
                case 11: [p, i] = numbers(m, i); write(lastGlyph.repeat(Math.min(p[0], cols))); break;
                default: break;
              }
            }
            cursor = cursorShown ? [wx, wy] : null;
            if (cursor) {
              dirty.add(wy);
              input.style.left = wx * cw + "px"; input.style.top = wy * ch + "px";
            }
            for (const y of dirty) renderRow(y);
            dirty.clear();
            rowEls.forEach((el, y) => {
              const inFocus = focus && y >= focus[0] && y < focus[0] + focus[1];
              if (inFocus) el.setAttribute("aria-current", "true"); else el.removeAttribute("aria-current");
            });
            const status = rowText(rows - 1);
            if (status !== liveText) { liveText = status; live.textContent = status; }
          }
          function send(message) { if (socket && socket.readyState === 1) socket.send(JSON.stringify(message)); }
          function mods(e) { return (e.shiftKey ? 1 : 0) | (e.altKey ? 2 : 0) | (e.ctrlKey ? 4 : 0); }
          const ignored = new Set(["Shift", "Control", "Alt", "Meta", "CapsLock", "AltGraph", "Process", "Dead",
            "Unidentified", "NumLock", "ScrollLock", "OS"]);
          input.addEventListener("keydown", (e) => {
            if (e.isComposing || e.keyCode === 229 || ignored.has(e.key)) return;
            const k = e.key, m = mods(e);
            if (e.ctrlKey && !e.altKey && (k === "v" || k === "V")) return;
            if (e.ctrlKey && e.shiftKey && (k === "c" || k === "C")) return;
            const named = [...segmenter.segment(k)].length > 1;
            const chord = (e.ctrlKey || e.altKey) && !(e.ctrlKey && e.altKey);
            if (named || chord) { e.preventDefault(); send({ k, m }); }
          });
          function typed() { const v = input.value; input.value = ""; if (v) send({ t: v }); }
          input.addEventListener("input", (e) => { if (!e.isComposing) typed(); });
          input.addEventListener("compositionend", typed);
          input.addEventListener("paste", (e) => {
            e.preventDefault();
            const text = e.clipboardData.getData("text/plain");
            if (text) send({ p: text });
          });
          function cellOf(e) {
            const r = screen.getBoundingClientRect();
            return [Math.max(0, Math.floor((e.clientX - r.left) / cw)), Math.max(0, Math.floor((e.clientY - r.top) / ch))];
          }
          function mouse(o, e, b) { const [x, y] = cellOf(e); lastCell = x + "," + y; send({ o, b, x, y, m: mods(e) }); }
          screen.addEventListener("mousedown", (e) => {
            input.focus({ preventScroll: true });
            if (e.shiftKey) return;
            e.preventDefault(); held = e.button; mouse("d", e, e.button);
          });
          window.addEventListener("mousemove", (e) => {
            if (held === null && !screen.contains(e.target)) return;
            const [x, y] = cellOf(e);
            if (x + "," + y !== lastCell) mouse(held === null ? "m" : "g", e, held ?? 0);
          });
          window.addEventListener("mouseup", (e) => { if (held === null) return; mouse("u", e, held); held = null; });
          screen.addEventListener("wheel", (e) => {
            e.preventDefault();
            if (e.deltaY) mouse(e.deltaY < 0 ? "v" : "w", e, 0); else if (e.deltaX) mouse(e.deltaX < 0 ? "l" : "r", e, 0);
          }, { passive: false });
          screen.addEventListener("contextmenu", (e) => { if (!e.shiftKey) e.preventDefault(); });
          document.addEventListener("mouseup", () => { if (!window.getSelection().toString()) input.focus({ preventScroll: true }); });
          let pending = false;
          window.addEventListener("resize", () => {
            if (pending) return;
            pending = true;
            requestAnimationFrame(() => { pending = false; const [c, r] = measure(); if (c !== cols || r !== rows) send({ r: [c, r] }); });
          });
          function showNotice(text) { notice.textContent = text; notice.hidden = false; }
          function connect() {
            const [c, r] = measure();
            const scheme = location.protocol === "https:" ? "wss:" : "ws:";
            let url = scheme + "//" + location.host + "/session?cols=" + c + "&rows=" + r;
            if (token) url += "&token=" + encodeURIComponent(token);
            socket = new WebSocket(url);
            socket.onopen = () => { document.body.dataset.state = "open"; };
            socket.onmessage = (e) => apply(e.data);
            socket.onclose = (e) => {
              document.body.dataset.state = "closed";
              showNotice((e.reason || "The session ended.") + " Reload the page for a new session.");
            };
          }
          input.focus({ preventScroll: true });
          connect();
        })();
        """#
}
