/// A mouse button.
public enum MouseButton: Hashable, Sendable {
    /// The primary button.
    case left
    /// The middle button (wheel click).
    case middle
    /// The secondary button.
    case right
    /// An extra button, numbered as the terminal reports it (8 and up).
    case other(Int)
}

/// A mouse event as reported in SGR 1006 mode. Positions are 0-based cells: of the screen as the
/// terminal reports them, of the view itself once a window hands the event to a view.
public enum MouseEvent: Hashable, Sendable {
    /// A button went down.
    case press(MouseButton, at: Point, modifiers: KeyModifiers = [])
    /// A button went up (terminals that do not tell which report `.left`).
    case release(MouseButton, at: Point, modifiers: KeyModifiers = [])
    /// The mouse moved with a button held.
    case drag(MouseButton, at: Point, modifiers: KeyModifiers = [])
    /// The mouse moved with no button held (only in any-motion tracking mode).
    case move(at: Point, modifiers: KeyModifiers = [])
    /// The wheel turned up (away from the user).
    case wheelUp(at: Point, modifiers: KeyModifiers = [])
    /// The wheel turned down (towards the user).
    case wheelDown(at: Point, modifiers: KeyModifiers = [])
    /// The wheel tilted left.
    case wheelLeft(at: Point, modifiers: KeyModifiers = [])
    /// The wheel tilted right.
    case wheelRight(at: Point, modifiers: KeyModifiers = [])

    /// Where the event happened.
    public var position: Point {
        switch self {
        case .press(_, let point, _), .release(_, let point, _), .drag(_, let point, _): return point
        case .move(let point, _), .wheelUp(let point, _), .wheelDown(let point, _),
            .wheelLeft(let point, _), .wheelRight(let point, _):
            return point
        }
    }

    /// The modifiers held.
    public var modifiers: KeyModifiers {
        switch self {
        case .press(_, _, let modifiers), .release(_, _, let modifiers), .drag(_, _, let modifiers): return modifiers
        case .move(_, let modifiers), .wheelUp(_, let modifiers), .wheelDown(_, let modifiers),
            .wheelLeft(_, let modifiers), .wheelRight(_, let modifiers):
            return modifiers
        }
    }

    /// The same event at `position` (e.g. converted into a view's own coordinates).
    public func moved(to position: Point) -> MouseEvent {
        switch self {
        case .press(let button, _, let modifiers): .press(button, at: position, modifiers: modifiers)
        case .release(let button, _, let modifiers): .release(button, at: position, modifiers: modifiers)
        case .drag(let button, _, let modifiers): .drag(button, at: position, modifiers: modifiers)
        case .move(_, let modifiers): .move(at: position, modifiers: modifiers)
        case .wheelUp(_, let modifiers): .wheelUp(at: position, modifiers: modifiers)
        case .wheelDown(_, let modifiers): .wheelDown(at: position, modifiers: modifiers)
        case .wheelLeft(_, let modifiers): .wheelLeft(at: position, modifiers: modifiers)
        case .wheelRight(_, let modifiers): .wheelRight(at: position, modifiers: modifiers)
        }
    }
}
