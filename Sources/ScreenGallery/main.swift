// Draws golden screen files as SVG pictures (`ScreenPicture`): `recurses-gallery OUTPUT_DIR FILE…`
// writes OUTPUT_DIR/NAME.svg for each FILE named NAME.txt. `make docs` runs it over the tests'
// golden screens for the gallery; `make readme-images` for the README's pictures.
import FoundationEssentials
import ReCursesTesting

#if canImport(Glibc)
    import Glibc
#endif

/// Writes `message` and a newline to standard error.
func printError(_ message: String) {
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

var arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.popFirst(), !arguments.isEmpty else {
    printError("usage: recurses-gallery OUTPUT_DIR GOLDEN_SCREEN.txt…")
    exit(2)
}
do {
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    for path in arguments {
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("recurses-gallery: cannot read \(path)")
            exit(1)
        }
        let name = String(path.split(separator: "/").last ?? "screen").replacingOccurrences(of: ".txt", with: "")
        let snapshot = try GoldenScreenFormat.snapshot(from: String(decoding: data, as: UTF8.self))
        let svg = ScreenPicture(snapshot, title: name).svg
        try Data(svg.utf8).write(to: URL(fileURLWithPath: output + "/" + name + ".svg"))
    }
    print("\(arguments.count) pictures written to \(output)")
} catch {
    printError("recurses-gallery: \(error)")
    exit(1)
}
