import Foundation
import Testing

/// Every widget draws with its theme's roles: no colour is written into the sources that draw views
/// (the widgets, the view core, the application's own views, the developer tools) outside the theme
/// definitions (`Theme/` folders), so a theme switch recolours everything.
@Suite("No hard-coded colours in widgets")
struct ThemeColorSourceTests {
    /// The folders whose sources draw views.
    static let drawingSources = ["TerminalWidgets", "TerminalUICore", "ReCurses", "ReCursesDevTools"]

    /// What a colour written into the code looks like.
    static let colorPatterns = [
        #"\bColor\s*\.\s*[a-zA-Z]"#, #"\bColor\s*\("#, #"\.rgb\s*\("#, #"\.indexed\s*\("#, #"\.ansi\s*\("#,
        #"\.palette\s*\("#, #"\b(foreground|background)\s*:\s*\.(?!default\b)[a-zA-Z]"#,
        #"\.(foreground|background)\s*\(\s*\."#,
        #"\.(black|red|green|yellow|blue|magenta|cyan|white|bright(Black|Red|Green|Yellow|Blue|Magenta|Cyan|White))\b"#,
    ]

    @Test("no colour literal outside the theme definitions (file:line named)")
    func noHardCodedColours() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let expressions = try Self.colorPatterns.map { try NSRegularExpression(pattern: $0) }
        var found: [String] = []
        var scanned = 0
        for folder in Self.drawingSources {
            let root = sources.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") && !file.split(separator: "/").contains("Theme") {
                scanned += 1
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = Self.withoutComment(String(line))
                    let range = NSRange(code.startIndex..., in: code)
                    if expressions.contains(where: { $0.firstMatch(in: code, range: range) != nil }) {
                        found.append("\(folder)/\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        #expect(scanned > 100, "the sources were found")
        #expect(found.isEmpty, "colours written into drawing code; use a theme role:\n\(found.joined(separator: "\n"))")
    }

    @Test("the check sees the colour forms it looks for")
    func patternsMatch() throws {
        let expressions = try Self.colorPatterns.map { try NSRegularExpression(pattern: $0) }
        func flagged(_ code: String) -> Bool {
            expressions.contains { $0.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil }
        }
        for code in [
            "Style(foreground: .red)", "let c = Color.brightBlue", "Style(background: .rgb(1, 2, 3))",
            "x = .palette(200)", "Style.foreground(.green)", "Color(rawValue: 3)", "style.foreground = .cyan",
        ] {
            #expect(flagged(code), "\(code)")
        }
        for code in ["theme.accent", "Style(attributes: .bold)", "Style(foreground: .default)", "theme.error.reversed"]
        {
            #expect(!flagged(code), "\(code)")
        }
        #expect(Self.withoutComment("let a = 1 // Color.red") == "let a = 1 ")
        #expect(Self.withoutComment("/// Style(foreground: .red)").isEmpty)
    }

    /// The line without a trailing `//` comment (a `//` inside a string literal is kept).
    static func withoutComment(_ line: String) -> String {
        var inString = false
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString, character == "/", previous == "/" {
                return String(line[..<line.index(before: index)])
            }
            previous = character
            index = line.index(after: index)
        }
        return line
    }
}
