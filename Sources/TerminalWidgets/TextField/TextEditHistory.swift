/// Undo and redo for a text field: snapshots of text and cursor, with consecutive edits of the same
/// kind (typing, deleting backward, deleting forward) coalesced into one undo step.
public struct TextEditHistory: Sendable, Equatable {
    /// A saved state of the text and the cursor (in graphemes).
    public struct Snapshot: Sendable, Equatable {
        /// The text's graphemes.
        public var characters: [Character]
        /// The cursor, as a grapheme offset.
        public var cursor: Int
    }

    /// The kind of an edit; consecutive edits of a coalescing kind form one undo step.
    public enum EditKind: Sendable, Equatable {
        /// Typing characters one at a time.
        case typing
        /// Backspace.
        case deletingBackward
        /// Delete or Ctrl-D.
        case deletingForward
        /// Anything else (kill, yank, paste, transpose): always its own step.
        case other

        var coalesces: Bool { self != .other }
    }

    /// How many undo steps are kept; the oldest are dropped beyond it.
    public let limit: Int
    private var undoStack: [Snapshot] = []
    private var redoStack: [Snapshot] = []
    private var openGroup: EditKind?

    /// Creates an empty history keeping up to `limit` steps (at least one).
    public init(limit: Int = 100) {
        self.limit = max(1, limit)
    }

    /// Whether there is something to undo.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is something to redo.
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Call before applying an edit of `kind` to the state `before`: it starts a new undo step unless
    /// the edit continues the open group of the same coalescing kind. Clears the redo stack.
    public mutating func willEdit(_ kind: EditKind, from before: Snapshot) {
        redoStack.removeAll()
        if kind.coalesces, openGroup == kind { return }
        undoStack.append(before)
        if undoStack.count > limit { undoStack.removeFirst(undoStack.count - limit) }
        openGroup = kind.coalesces ? kind : nil
    }

    /// Ends the open coalescing group (cursor moved, focus changed…): the next edit starts a new step.
    public mutating func breakCoalescing() {
        openGroup = nil
    }

    /// Undoes one step from the state `current`; returns the state to restore, or nil if none.
    public mutating func undo(from current: Snapshot) -> Snapshot? {
        openGroup = nil
        guard let previous = undoStack.popLast() else { return nil }
        redoStack.append(current)
        return previous
    }

    /// Redoes one undone step from the state `current`; returns the state to restore, or nil if none.
    public mutating func redo(from current: Snapshot) -> Snapshot? {
        openGroup = nil
        guard let next = redoStack.popLast() else { return nil }
        undoStack.append(current)
        return next
    }

    /// Forgets all steps (e.g. when the text is replaced from outside).
    public mutating func removeAll() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroup = nil
    }
}
