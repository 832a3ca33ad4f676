/// The application's clipboard, shared by every text widget of a window (`Window.clipboard`):
/// cut and copy put text here, paste inserts it.
///
/// Copying also hands the text to the system clipboard while `sendsToSystemClipboard` is on (an
/// application sends it to its terminal as OSC 52). Nothing is
/// ever read back from the system clipboard: a paste from outside arrives as a bracketed paste.
@MainActor
public final class Clipboard {
    /// The text last copied or cut, or nil when nothing was.
    public private(set) var text: String?
    /// Counts the copies, so a widget can tell that the clipboard changed.
    public private(set) var changeCount = 0
    /// Whether a copy is also put on the system clipboard (through the terminal).
    public var sendsToSystemClipboard = true
    /// Puts copied text on the system clipboard (set by the application to its terminal's OSC 52).
    package var systemClipboardWriter: (@MainActor (String) -> Void)?

    /// An empty clipboard.
    package init() {}

    /// Puts `text` on the clipboard (and on the system clipboard, see `sendsToSystemClipboard`).
    public func copy(_ text: String) {
        self.text = text
        changeCount &+= 1
        if sendsToSystemClipboard { systemClipboardWriter?(text) }
    }

    /// Empties the clipboard (the system clipboard is left alone).
    public func clear() {
        text = nil
        changeCount &+= 1
    }
}
