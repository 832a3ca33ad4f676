import ReCurses

/// A key event the Keyboard example's capture view took: the key and what kind of event it was.
struct CapturedKey: Equatable {
    /// The key.
    let key: Key
    /// A press, a repeat or a release.
    let kind: KeyEventKind
}
