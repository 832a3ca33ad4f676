import Foundation
import ReCursesTesting
import TerminalCore
import Testing

/// The SVG pictures of golden screens: the gallery of `make docs` and the README's pictures.
@Suite("Screen pictures")
struct ScreenPictureTests {
    /// A screen with colours, attributes, reverse, a wide glyph, XML's reserved characters and the cursor.
    static let knownScreen = """
        size 6x2
        cursor 1,1
        text
        |a<b 漢|
        |[ok]  |
        styles
        |abbccc|
        |dddd..|
        legend
        . plain
        a fg red, bold
        b fg palette 196, bg #102030, underline
        c italic, dim
        d fg black, bg cyan, reverse

        """

    @Test("a known screen is drawn byte for byte as before")
    func knownScreenIsStable() throws {
        let snapshot = try GoldenScreenFormat.snapshot(from: Self.knownScreen)
        let svg = ScreenPicture(snapshot, title: "known <screen>").svg
        #expect(svg == Self.expectedSVG)
    }

    @Test("the README's pictures are what the renderer draws from their golden screens now")
    func readmePicturesAreUpToDate() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let pictures = root.appendingPathComponent("Screenshots")
        let names = try FileManager.default.contentsOfDirectory(atPath: pictures.path).filter { $0.hasSuffix(".svg") }
        #expect(!names.isEmpty)
        let goldenFolders = try Self.goldenFolders(under: root.appendingPathComponent("Tests"))
        for name in names.sorted() {
            let base = String(name.dropLast(4))
            let golden = goldenFolders.map { $0.appendingPathComponent(base + ".txt") }
                .first { FileManager.default.fileExists(atPath: $0.path) }
            let source = try #require(golden, "no golden screen \(base).txt for Screenshots/\(name)")
            let snapshot = try GoldenScreenFormat.snapshot(from: String(contentsOf: source, encoding: .utf8))
            let committed = try String(contentsOf: pictures.appendingPathComponent(name), encoding: .utf8)
            #expect(
                committed == ScreenPicture(snapshot, title: base).svg,
                "Screenshots/\(name) is out of date: run `make readme-images`")
        }
    }

    /// Every `__Screens__` folder under `tests`, sorted.
    static func goldenFolders(under tests: URL) throws -> [URL] {
        let paths = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix("__Screens__") }.sorted().map { tests.appendingPathComponent($0) }
    }

    static let expectedSVG = """
        <svg xmlns="http://www.w3.org/2000/svg" width="74" height="84" viewBox="0 0 74 84" role="img" aria-label="known &lt;screen&gt;">
        <rect width="74" height="84" rx="8" fill="#3a3a3a"/>
        <rect y="28" width="74" height="56" fill="#1e1e1e"/>
        <circle cx="16" cy="14" r="6" fill="#ff5f56"/>
        <circle cx="36" cy="14" r="6" fill="#ffbd2e"/>
        <circle cx="56" cy="14" r="6" fill="#27c93f"/>
        <text x="37" y="19" fill="#a0a0a0" font-family="sans-serif" font-size="13" text-anchor="middle">known &lt;screen&gt;</text>
        <g font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="15" xml:space="preserve">
        <rect x="19" y="38" width="18" height="18" fill="#102030"/>
        <text x="10" y="52" textLength="9" lengthAdjust="spacingAndGlyphs" fill="#cd3131" font-weight="bold">a</text>
        <rect x="19" y="54" width="18" height="1" fill="#ff0000"/>
        <text x="19" y="52" textLength="18" lengthAdjust="spacingAndGlyphs" fill="#ff0000">&lt;b</text>
        <text x="46" y="52" textLength="18" lengthAdjust="spacingAndGlyphs" fill="#cccccc" font-style="italic" fill-opacity="0.6">漢</text>
        <rect x="10" y="56" width="36" height="18" fill="#000000"/>
        <text x="10" y="70" textLength="36" lengthAdjust="spacingAndGlyphs" fill="#11a8cd">[ok]</text>
        <rect x="19" y="56" width="9" height="18" fill="#cccccc" fill-opacity="0.5"/>
        </g>
        </svg>

        """
}
