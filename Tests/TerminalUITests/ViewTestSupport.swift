import ReCursesTesting

@testable import TerminalUICore
@testable import TerminalWidgets

/// A view that records its draws and fills itself with one character, for render tests.
@MainActor
final class Swatch: View {
    var glyph: Character
    var focusable: Bool
    var wanted: Size
    var handledKeys: [Key] = []
    var consumes: Set<Character> = []

    init(_ glyph: Character, focusable: Bool = false, size: Size = Size(width: 1, height: 1)) {
        self.glyph = glyph
        self.focusable = focusable
        self.wanted = size
        super.init()
    }

    override var canBecomeFocused: Bool { focusable }
    override var intrinsicSize: Size { wanted }
    override var cursorPosition: Point? { focusable ? Point(x: 0, y: 0) : nil }

    override func draw(into canvas: inout Canvas) {
        canvas.fill(bounds, with: Cell(glyph, style: isFocused ? theme.focused : theme.normal))
    }

    override func handle(_ event: Event) -> Bool {
        if case .key(let key) = event, let character = key.insertableCharacter, consumes.contains(character) {
            handledKeys.append(key)
            return true
        }
        return super.handle(event)
    }

    override func capturesKey(_ key: Key) -> Bool {
        key.insertableCharacter.map { consumes.contains($0) } ?? false
    }
}

/// Renders `window` and returns its lines.
@MainActor
func renderedLines(_ window: Window) -> [String] {
    window.render()
    return window.currentFrame.lines
}

/// Renders `view` alone in a window of `size` and returns the lines.
@MainActor
func lines(of view: View, width: Int, height: Int, theme: Theme = .default) -> [String] {
    let window = Window(size: Size(width: width, height: height), theme: theme, content: view)
    return renderedLines(window)
}

extension Responder {
    /// Binds `key` to a command named `name` (with `hint`) and registers `action` as its handler here.
    func bind(
        _ key: Key, _ name: String, hint: String = "", isHintVisible: Bool = true,
        action: @escaping @MainActor () -> Void = {}
    ) {
        keyBindings.append(KeyBinding(key, Command(name), hint: hint, isHintVisible: isHintVisible))
        addCommand(Command(name), perform: action)
    }
}
