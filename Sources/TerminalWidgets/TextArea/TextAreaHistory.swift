/// Undo and redo for a `TextArea`, kept as changes (what was removed and inserted where) rather
/// than copies of the text, so a step costs what it changed whatever the document's size.
///
/// Consecutive edits of one coalescing kind (`TextEditHistory.EditKind`: typing a word, deleting
/// backward, deleting forward) form one step, as in `TextField`; typing a space or a line break after
/// a word, moving the cursor, or any other kind of edit (paste, kill, yank, cut) starts a new one.
struct TextAreaHistory: Sendable, Equatable {
    /// One undo step: its changes in the order they were made, and the selection before and after.
    struct Step: Sendable, Equatable {
        var edits: [TextAreaEdit]
        var selectionBefore: TextAreaSelection
        var selectionAfter: TextAreaSelection
    }

    /// How many steps are kept; the oldest are dropped beyond it.
    let limit: Int
    private(set) var undoSteps: [Step] = []
    private(set) var redoSteps: [Step] = []
    private var openGroup: TextEditHistory.EditKind?
    /// Whether the open typing group last inserted whitespace (a word ended).
    private var typedWhitespace = false

    /// An empty history of up to `limit` steps (at least one).
    init(limit: Int = 200) {
        self.limit = max(1, limit)
    }

    /// Whether there is something to undo.
    var canUndo: Bool { !undoSteps.isEmpty }
    /// Whether there is something to redo.
    var canRedo: Bool { !redoSteps.isEmpty }

    /// Records an applied change of `kind` made from `before` to `after`: it joins the open step
    /// when it continues it, else starts a new one. Clears the redo steps.
    mutating func record(
        _ edit: TextAreaEdit, kind: TextEditHistory.EditKind, before: TextAreaSelection, after: TextAreaSelection
    ) {
        redoSteps.removeAll()
        let whitespace = kind == .typing && edit.inserted.allSatisfy { $0.allSatisfy(\.isWhitespace) }
        let wordEnded = kind == .typing && typedWhitespace && !whitespace
        if kind.coalesces, openGroup == kind, !wordEnded, let last = undoSteps.indices.last,
            undoSteps[last].edits[undoSteps[last].edits.count - 1].absorb(edit)
        {
            undoSteps[last].selectionAfter = after
            typedWhitespace = whitespace || edit.inserted.count > 1
            return
        }
        undoSteps.append(Step(edits: [edit], selectionBefore: before, selectionAfter: after))
        if undoSteps.count > limit { undoSteps.removeFirst(undoSteps.count - limit) }
        openGroup = kind.coalesces ? kind : nil
        typedWhitespace = whitespace
    }

    /// Adds a change to the newest step (a rewrite by the owner of a controlled text area belongs
    /// to the edit that caused it).
    mutating func appendToLastStep(_ edit: TextAreaEdit, after: TextAreaSelection) {
        guard let last = undoSteps.indices.last else { return }
        undoSteps[last].edits.append(edit)
        undoSteps[last].selectionAfter = after
        openGroup = nil
    }

    /// Ends the open group: the next edit starts a new step.
    mutating func breakCoalescing() {
        openGroup = nil
    }

    /// Takes the newest step off for undoing (it moves to the redo steps).
    mutating func popUndo() -> Step? {
        openGroup = nil
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(step)
        return step
    }

    /// Takes the newest undone step off for redoing (it moves back to the undo steps).
    mutating func popRedo() -> Step? {
        openGroup = nil
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(step)
        return step
    }

    /// Forgets every step.
    mutating func removeAll() {
        undoSteps.removeAll()
        redoSteps.removeAll()
        openGroup = nil
    }
}
