/// Something the terminal reports to the application.
public enum Event: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// Text pasted in one go (bracketed paste); line breaks are "\n".
    case paste(String)
    /// The terminal now has this size.
    case resize(Size)
    /// A mouse event (only when mouse reporting is on).
    case mouse(MouseEvent)
}
