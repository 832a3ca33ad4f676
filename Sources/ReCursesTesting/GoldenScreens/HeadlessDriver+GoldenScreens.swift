import Testing

/// Golden screens: the whole screen compared with a file stored beside the test.
extension HeadlessDriver {
    /// Expects the screen (text, the style of every cell, the cursor) to be the one stored in
    /// `__Screens__/<name>.txt` beside the calling test file.
    ///
    /// A difference is a test failure listing the differing cells (row, column, expected and actual
    /// glyph and style) and both screens. A missing file fails too, saying how to record it:
    /// `RECORD_SCREENS=1 swift test` writes missing and changed screens and reports each as a warning,
    /// except on CI (`CI` set), where nothing is ever recorded.
    public func expectScreen(
        named name: String, recording: GoldenScreenRecording = GoldenScreenRecording(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let file = GoldenScreenFile(name: name, besideTestFile: sourceLocation.filePath) else {
            Issue.record(
                "\"\(name)\" cannot name a golden screen file: use letters, digits, - and _",
                sourceLocation: sourceLocation)
            return
        }
        switch file.check(snapshot, recording: recording) {
        case .matched:
            break
        case .recorded(let message):
            Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: sourceLocation)
        case .failed(let message):
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }
}
