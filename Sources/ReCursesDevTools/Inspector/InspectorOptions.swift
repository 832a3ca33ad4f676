import ReCurses

/// How the inspector is reached and where it sits.
public struct InspectorOptions {
    /// The key that opens and closes the inspector (F12 by default); it works wherever the focus is.
    public var toggleKey: Key
    /// The key that moves the focus between the app and the open inspector (F6 by default).
    public var focusKey: Key
    /// Where the inspector docks when it opens.
    public var dock: InspectorDock
    /// How many frames the Frames panel keeps (at least 1).
    public var frameLimit: Int

    /// Options with the given keys, dock and frame count.
    public init(
        toggleKey: Key = .function(12), focusKey: Key = .function(6), dock: InspectorDock = .bottom,
        frameLimit: Int = 200
    ) {
        self.toggleKey = toggleKey
        self.focusKey = focusKey
        self.dock = dock
        self.frameLimit = max(frameLimit, 1)
    }
}

/// Which half of the window the inspector takes; the app keeps the other half.
public enum InspectorDock: Sendable, Equatable {
    /// The lower half.
    case bottom
    /// The right half.
    case right

    /// The other side.
    public var toggled: InspectorDock { self == .bottom ? .right : .bottom }

    /// The inspector's frame in a window of `size`.
    func inspectorFrame(in size: Size) -> Rect {
        switch self {
        case .bottom:
            let height = size.height - size.height / 2
            return Rect(x: 0, y: size.height - height, width: size.width, height: height)
        case .right:
            let width = size.width - size.width / 2
            return Rect(x: size.width - width, y: 0, width: width, height: size.height)
        }
    }

    /// The app's frame in a window of `size` while the inspector is open.
    func contentFrame(in size: Size) -> Rect {
        switch self {
        case .bottom: Rect(x: 0, y: 0, width: size.width, height: size.height / 2)
        case .right: Rect(x: 0, y: 0, width: size.width / 2, height: size.height)
        }
    }
}
