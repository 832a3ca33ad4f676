/// Something the terminal reports to the application.
public enum Event: Hashable, Sendable {
    /// A key press (or its repeat while held, from terminals that do not tell repeats apart).
    case key(Key)
    /// A key held down, repeating: only from terminals that report key event types (the kitty
    /// keyboard protocol). Responders that ask for key event types (`Responder.receivesKeyReleases`)
    /// are offered it as it is; when none of them takes it, it travels the responder chain as a
    /// key press, so everything else sees repeats as presses, as on any other terminal.
    case keyRepeat(Key)
    /// A key let go: only from terminals that report key event types (the kitty keyboard
    /// protocol), and only to responders that ask for them (`Responder.receivesKeyReleases`).
    case keyRelease(Key)
    /// The terminal window gained (true) or lost (false) the system's keyboard focus: focus reports
    /// (mode 1004), which terminals that support them send while the app runs.
    case terminalFocus(Bool)
    /// Text pasted in one go (bracketed paste); line breaks are "\n".
    case paste(String)
    /// The terminal has this size and its contents must be drawn anew: sent after a size change and
    /// after anything that left the screen unknown (a resume from Ctrl-Z), even at the same size.
    case resize(Size)
    /// A mouse event (only when mouse reporting is on).
    case mouse(MouseEvent)
}
