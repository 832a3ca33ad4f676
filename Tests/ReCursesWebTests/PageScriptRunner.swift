import Foundation

@testable import ReCursesWeb
@testable import TerminalCore

/// Runs the page's script (`PageScript.text`) in node on a list of frame messages, with just enough of
/// a browser around it (a document of inert elements, a socket the messages arrive on), and reads the
/// script's own grid after each message.
enum PageScriptRunner {
    /// What the script holds after one message: its grid, its style table and its cursor.
    struct Page: Decodable {
        /// A cell: its glyph, its style's number and its width (2 a wide glyph, 0 its right half).
        struct Cell: Decodable {
            let g: String
            let s: Int
            let w: Int
            let l: Int
        }

        let rows: [[Cell]]
        let styles: [[Int]]
        let links: [String?]
        let cursor: [Int]?

        /// How this page differs from `frame` with the cursor at `cursor` (visible) or hidden (nil).
        func differences(from frame: Canvas, cursor expectedCursor: Point?) -> [String] {
            var found: [String] = []
            if rows.count != frame.size.height || rows.contains(where: { $0.count != frame.size.width }) {
                return [
                    "the grid is \(rows.first?.count ?? 0)×\(rows.count), the frame \(frame.size.width)×\(frame.size.height)"
                ]
            }
            for y in 0..<frame.size.height {
                for x in 0..<frame.size.width {
                    let cell = frame[x: x, y: y]
                    let shown = rows[y][x]
                    if cell.isContinuation {
                        if shown.w != 0 {
                            found.append(
                                "(\(x),\(y)): the right half of a wide glyph shows \(shown.g.debugDescription)")
                        }
                        continue
                    }
                    let style = cell.style
                    let expectedStyle = [
                        WebFrameEncoder.code(of: style.foreground), WebFrameEncoder.code(of: style.background),
                        Int(style.attributes.rawValue),
                    ]
                    let shownStyle = shown.s < styles.count ? styles[shown.s] : []
                    let expectedLink = style.link.map(\.url).flatMap { WebFrameEncoder.pageOpens($0) ? $0 : nil }
                    let shownLink = shown.l < links.count ? links[shown.l] : "(no link \(shown.l))"
                    if shown.g != cell.grapheme || shown.w != max(1, cell.width) || shownStyle != expectedStyle
                        || shownLink != expectedLink
                    {
                        found.append(
                            "(\(x),\(y)): \(shown.g.debugDescription) w\(shown.w) \(shownStyle) \(shownLink ?? "-"), "
                                + "drawn \(cell.grapheme.debugDescription) w\(cell.width) \(expectedStyle) "
                                + "\(expectedLink ?? "-")")
                    }
                }
            }
            let expected = expectedCursor.map { [$0.x, $0.y] }
            if cursor != expected { found.append("the cursor is at \(cursor ?? []), drawn at \(expected ?? [])") }
            return found
        }
    }

    /// The node executable on the PATH (`node`, or Debian's `nodejs`), if any.
    static func node() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in ["node", "nodejs"] {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// The script's pages after each of `messages`.
    static func run(_ messages: [String], node: String) throws -> [Page] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("page-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let anchor = "input.focus({ preventScroll: true });\n  connect();"
        let script = PageScript.text
        guard script.contains(anchor) else {
            throw RunnerError("the script no longer ends with \(anchor.debugDescription)")
        }
        let hooked = script.replacingOccurrences(
            of: anchor, with: "globalThis.__page = () => ({ rows: grid, styles, links, cursor });\n" + anchor)
        try hooked.write(to: folder.appendingPathComponent("page.js"), atomically: true, encoding: .utf8)
        try JSONEncoder().encode(messages).write(to: folder.appendingPathComponent("messages.json"))
        try harness.write(to: folder.appendingPathComponent("harness.js"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = [folder.appendingPathComponent("harness.js").path, folder.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw RunnerError("node exited \(process.terminationStatus): \(errorText)")
        }
        return try String(decoding: data, as: UTF8.self).split(separator: "\n").map {
            try JSONDecoder().decode(Page.self, from: Data($0.utf8))
        }
    }

    struct RunnerError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The stand-in browser: inert elements, a 10-by-20 pixel font, a socket; it runs the hooked script,
    /// hands it each message as the socket's and prints the script's page after each as a JSON line.
    private static let harness = #"""
        "use strict";
        const fs = require("fs"), path = require("path"), vm = require("vm");
        const folder = process.argv[2];
        function element() {
          const e = {
            children: [], style: { setProperty() {}, cssText: "" }, dataset: {}, textContent: "", className: "",
            classList: { add() {} }, value: "", hidden: false,
            addEventListener() {}, focus() {}, setAttribute() {}, removeAttribute() {},
            appendChild(c) { this.children.push(c); return c; }, insertBefore(c) { return c; },
            replaceChildren(...c) { this.children = c; }, contains() { return false; },
            getBoundingClientRect() { return { left: 0, top: 0, width: 100, height: 20 }; },
          };
          return e;
        }
        const elements = {};
        const context = {
          document: {
            getElementById: (id) => elements[id] || (elements[id] = element()),
            createElement: element, createDocumentFragment: element,
            documentElement: element(), addEventListener() {},
          },
          window: { innerWidth: 800, innerHeight: 480, addEventListener() {}, getSelection: () => ({ toString: () => "" }) },
          location: { search: "", protocol: "http:", host: "page.test" },
          navigator: {}, requestAnimationFrame() {}, URLSearchParams, Intl, JSON, Math, Number, Array, Set, String,
          WebSocket: class { constructor() { context.socket = this; this.readyState = 1; } send() {} },
        };
        context.globalThis = context;
        vm.createContext(context);
        vm.runInContext(fs.readFileSync(path.join(folder, "page.js"), "utf8"), context);
        const out = [];
        for (const message of JSON.parse(fs.readFileSync(path.join(folder, "messages.json"), "utf8"))) {
          context.socket.onmessage({ data: message });
          out.push(JSON.stringify(context.__page()));
        }
        process.stdout.write(out.join("\n") + "\n");
        """#
}
