@testable import TerminalUI

/// Hosts one widget in a window of a given size, focused, for driving it with events and reading
/// the rendered canvas. The window's clock is virtual: time moves only through `window.clock`.
@MainActor
final class WidgetHarness {
    let window: Window
    let view: View

    init(_ view: View, width: Int, height: Int, theme: Theme = .default) {
        self.view = view
        window = Window(size: Size(width: width, height: height), theme: theme, content: view, clock: .virtual())
        window.render()
        _ = view.becomeFocused()
        window.render()
    }

    /// Sends keys through the window, as the run loop would.
    func press(_ keys: Key...) {
        for key in keys { window.dispatch(.key(key)) }
    }

    /// Types each character as a key press.
    func type(_ text: String) {
        for character in text { window.dispatch(.key(.character(character))) }
    }

    /// Sends a bracketed paste.
    func paste(_ text: String) {
        window.dispatch(.paste(text))
    }

    /// The rendered lines.
    var lines: [String] {
        window.render()
        return window.currentFrame.lines
    }

    /// The terminal cursor after rendering (window coordinates), nil when hidden.
    var cursor: Point? {
        window.render()
        return window.cursorPosition
    }

    /// The style of the cell at (x, y) after rendering.
    func style(x: Int, y: Int) -> Style {
        window.render()
        return window.currentFrame[x: x, y: y].style
    }
}
