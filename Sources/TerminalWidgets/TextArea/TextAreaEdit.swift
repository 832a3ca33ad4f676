/// One change of a `TextDocument` as undo needs it: where it started, what it removed and what it
/// inserted (both as lines). Undoing it replaces the inserted text with the removed text.
struct TextAreaEdit: Sendable, Equatable {
    /// Where the change starts.
    var start: TextPosition
    /// The graphemes it removed, as lines.
    var removed: [[Character]]
    /// The graphemes it inserted, as lines.
    var inserted: [[Character]]

    /// Where text spanning `lines` ends when it starts at `start`.
    static func end(of lines: [[Character]], from start: TextPosition) -> TextPosition {
        lines.count <= 1
            ? TextPosition(line: start.line, column: start.column + (lines.first?.count ?? 0))
            : TextPosition(line: start.line + lines.count - 1, column: lines[lines.count - 1].count)
    }

    /// Applies the change to `document` (which must hold the text from before it).
    func apply(to document: inout TextDocument) {
        document.replace(start..<Self.end(of: removed, from: start), with: inserted)
    }

    /// Takes the change back in `document` (which must hold the text from after it).
    func revert(in document: inout TextDocument) {
        document.replace(start..<Self.end(of: inserted, from: start), with: removed)
    }

    /// Extends this change with `next` when `next` continues it (typing right after what this one
    /// inserted on the same line, or deleting backward or forward next to it); returns whether it did.
    mutating func absorb(_ next: TextAreaEdit) -> Bool {
        guard inserted.count == 1, removed.count == 1, next.inserted.count == 1, next.removed.count == 1 else {
            return false
        }
        let insertedEnd = Self.end(of: inserted, from: start)
        if next.removed[0].isEmpty, next.start == insertedEnd {
            inserted[0] += next.inserted[0]
            return true
        }
        guard next.inserted[0].isEmpty, next.start.line == start.line else { return false }
        let removedEnd = TextPosition(line: next.start.line, column: next.start.column + next.removed[0].count)
        if removedEnd == insertedEnd, next.removed[0].count <= inserted[0].count {
            inserted[0].removeLast(next.removed[0].count)
            return true
        }
        if removedEnd == start, inserted[0].isEmpty {
            start = next.start
            removed[0] = next.removed[0] + removed[0]
            return true
        }
        if next.start == start, inserted[0].isEmpty {
            removed[0] += next.removed[0]
            return true
        }
        return false
    }
}
