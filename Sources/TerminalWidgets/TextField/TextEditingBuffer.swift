/// The editing model behind `TextField`: a single line of text edited by grapheme cluster (so an
/// emoji ZWJ sequence, a flag or a letter with combining marks is one step of the cursor), with
/// a kill ring, undo/redo that coalesces consecutive typing, a maximum length, a per-edit validator
/// and a secure mode. It knows nothing of keys or drawing; `TextField` maps keys onto it.
///
/// Every editing method returns whether the text or the cursor changed. An edit the validator or
/// the maximum length refuses leaves both unchanged.
public struct TextEditingBuffer {
    /// The text's grapheme clusters.
    public private(set) var characters: [Character] {
        get { clusters }
        set {
            clusters = newValue
            text = String(newValue)
            textRevision &+= 1
        }
    }
    /// The text as a string, kept with `characters`.
    public private(set) var text: String
    /// Counts the changes of the text (a cheap way to tell whether an edit changed it).
    private(set) var textRevision = 0
    /// The storage of `characters`, changed in place by the edits that can.
    private var clusters: [Character]
    /// The cursor as a grapheme offset, `0...characters.count`.
    public private(set) var cursor: Int
    /// The most graphemes the text may hold, or nil for no limit. Inserts and pastes are truncated to fit.
    public var maxLength: Int? {
        didSet {
            if let limit = maxLength {
                maxLength = max(0, limit)
                clampToMaxLength()
            }
        }
    }
    /// Decides whether a proposed text is acceptable; an edit producing a refused text is not applied.
    public var validator: ((String) -> Bool)?
    /// Rewrites text before it is typed, pasted or yanked (e.g. `{ $0.uppercased() }`, or
    /// `{ $0.filter(\.isNumber) }` to keep the digits of a paste); an empty result inserts nothing.
    /// The validator then judges the resulting text.
    public var inputFilter: ((String) -> String)?
    /// Secure mode: word motions and word kills go to the ends, and kills do not fill the kill ring.
    public var isSecure = false
    /// The kills available to yank (Ctrl-Y) and yank-pop (Alt-Y).
    public internal(set) var killRing = KillRing()
    /// The undo/redo history.
    public internal(set) var history = TextEditHistory()
    /// What the previous command was, for merging kills and for yank-pop.
    var lastCommand: LastCommand = .none

    enum LastCommand: Equatable {
        case none
        case kill
        case yank(start: Int, count: Int)
    }

    /// Creates a buffer holding `text` with the cursor at its end.
    public init(text: String = "", maxLength: Int? = nil) {
        clusters = Array(text)
        self.text = String(clusters)
        cursor = clusters.count
        self.maxLength = maxLength.map { max(0, $0) }
        clampToMaxLength()
    }

    /// The current text and cursor, as saved by the undo history.
    var snapshot: TextEditHistory.Snapshot { .init(characters: characters, cursor: cursor) }

    /// Replaces the whole text from outside (a binder or a property): no validation, truncated to
    /// `maxLength`, and the undo history forgotten. A cursor at the end stays at the end (so a value
    /// that grows or shrinks under it keeps the cursor after it); elsewhere it keeps its offset,
    /// clamped. Setting the same text does nothing.
    public mutating func setText(_ newText: String) {
        guard newText != text else { return }
        let wasAtEnd = cursor == characters.count
        characters = Array(newText)
        clampToMaxLength()
        cursor = wasAtEnd ? characters.count : min(cursor, characters.count)
        history.removeAll()
        lastCommand = .none
    }

    /// Takes back a user edit made from `before`: text, cursor, undo history and kill ring return to
    /// it; the limit, validator, input filter and secure mode stay as they are.
    public mutating func revertEdit(to before: TextEditingBuffer) {
        characters = before.characters
        cursor = min(before.cursor, characters.count)
        history = before.history
        killRing = before.killRing
        lastCommand = before.lastCommand
        clampToMaxLength()
    }

    /// Shows `rewritten` in place of what a user edit produced (its owner rewrote it), truncated to
    /// `maxLength`. A cursor at the end stays at the end, elsewhere it keeps its grapheme offset
    /// (clamped); the undo history is kept, so undo returns to the text before the edit.
    public mutating func showRewrite(_ rewritten: String) {
        let wasAtEnd = cursor == characters.count
        characters = Array(rewritten)
        clampToMaxLength()
        cursor = wasAtEnd ? characters.count : min(cursor, characters.count)
        lastCommand = .none
    }

    /// Moves the cursor to `offset` (clamped), ending any coalescing undo group.
    @discardableResult
    public mutating func moveCursor(to offset: Int) -> Bool {
        let target = min(max(0, offset), characters.count)
        history.breakCoalescing()
        lastCommand = .none
        guard target != cursor else { return false }
        cursor = target
        return true
    }

    /// Replaces the graphemes in `range` with `replacement` as one edit of `kind`, leaving the
    /// cursor `cursorOffset` graphemes after the range's start. Refused (returns false) when it
    /// would exceed `maxLength` while growing, or when the validator rejects the result.
    mutating func replace(
        _ range: Range<Int>, with replacement: [Character], kind: TextEditHistory.EditKind,
        cursorOffset: Int? = nil
    ) -> Bool {
        var proposed = characters
        proposed.replaceSubrange(range, with: replacement)
        guard proposed != characters else { return false }
        if let limit = maxLength, proposed.count > limit, proposed.count > characters.count { return false }
        let proposedText = String(proposed)
        if let validator, !validator(proposedText) { return false }
        history.willEdit(kind, from: snapshot)
        let cursorTarget = range.lowerBound + (cursorOffset ?? replacement.count)
        let scalarOffset = proposed[..<cursorTarget].reduce(0) { $0 + $1.unicodeScalars.count }
        characters = Array(proposedText)
        cursor = Self.graphemeOffset(ofScalarOffset: scalarOffset, in: characters)
        return true
    }

    /// Types one printable ASCII character at the cursor in place, when nothing can refuse or
    /// rewrite it and its neighbours are ASCII too (so no cluster can merge with it): no array or
    /// string is rebuilt. Returns nil when the general path must do it.
    mutating func typeASCIIInPlace(_ character: Character) -> Bool? {
        guard validator == nil, inputFilter == nil, Self.isPrintableASCII(character),
            cursor == 0 || clusters[cursor - 1].isASCII, cursor == clusters.count || clusters[cursor].isASCII
        else { return nil }
        if let room = room(), room < 1 { return false }
        lastCommand = .none
        history.willEdit(.typing, from: snapshot)
        text.insert(character, at: textIndex(ofGrapheme: cursor))
        clusters.insert(character, at: cursor)
        textRevision &+= 1
        cursor += 1
        return true
    }

    /// Deletes the ASCII character before the cursor in place when its neighbours are ASCII too
    /// and no validator may refuse it. Returns nil when the general path must do it.
    mutating func deleteASCIIBackwardInPlace() -> Bool? {
        guard validator == nil, cursor > 0, clusters[cursor - 1].isASCII,
            cursor == 1 || clusters[cursor - 2].isASCII, cursor == clusters.count || clusters[cursor].isASCII
        else { return nil }
        lastCommand = .none
        history.willEdit(.deletingBackward, from: snapshot)
        text.remove(at: textIndex(ofGrapheme: cursor - 1))
        clusters.remove(at: cursor - 1)
        textRevision &+= 1
        cursor -= 1
        return true
    }

    /// Whether `character` is one printable ASCII character (0x20–0x7E).
    static func isPrintableASCII(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return ascii >= 0x20 && ascii < 0x7F
    }

    /// The index in `text` where grapheme `offset` starts.
    private func textIndex(ofGrapheme offset: Int) -> String.Index {
        if offset >= clusters.count { return text.endIndex }
        var utf8Offset = 0
        for index in 0..<offset { utf8Offset += clusters[index].utf8.count }
        return text.utf8.index(text.utf8.startIndex, offsetBy: utf8Offset)
    }

    /// Restores a saved state (undo/redo).
    mutating func restore(_ state: TextEditHistory.Snapshot) {
        characters = state.characters
        cursor = min(state.cursor, characters.count)
    }

    /// How many graphemes may still be inserted (replacing `replacing` of them), or nil for no limit.
    func room(replacing: Int = 0) -> Int? {
        maxLength.map { max(0, $0 - characters.count + replacing) }
    }

    private mutating func clampToMaxLength() {
        if let limit = maxLength, characters.count > limit {
            characters.removeLast(characters.count - limit)
            cursor = min(cursor, characters.count)
        }
    }

    /// The grapheme offset of the first boundary at or after `scalars` Unicode scalars. Inserting next
    /// to a combining mark can merge graphemes, so the cursor is kept by scalar position.
    static func graphemeOffset(ofScalarOffset scalars: Int, in characters: [Character]) -> Int {
        var seen = 0
        for (index, character) in characters.enumerated() {
            if seen >= scalars { return index }
            seen += character.unicodeScalars.count
        }
        return characters.count
    }
}
