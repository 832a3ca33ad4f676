import Dispatch
import Foundation
import ReCurses
import ReCursesTesting
import ReCursesWeb

/// The shared state of the tests' sessions: a count.
struct CountState: StateType, Equatable {
    var count = 0
}

/// Adds one to the count.
struct Increment: Action {}

func countReducer(action: Action, state: CountState?) -> CountState {
    var state = state ?? CountState()
    if action is Increment { state.count += 1 }
    return state
}

/// A screen with the shared count, a button that adds one, and a text field (focused first).
@MainActor
final class FieldScreen: Screen, Connectable {
    struct Props: Equatable {
        let count: Int
    }

    struct Actions {
        let increment: () -> Void
    }

    let connection: Connection<CountState, Props, Actions>
    let field = TextField()
    let label = Label()
    let add = Button("Add")
    private var cancellables: [AnyCancellable] = []

    init(store: Store<CountState>) {
        connection = Connection(
            store: store, mapStateToProps: { Props(count: $0.count) },
            mapDispatchToActions: { dispatch in Actions(increment: { dispatch(Increment()) }) })
        super.init(title: "Field")
    }

    override func viewDidLoad() {
        for view in [field, label, add] as [View] { self.view.addSubview(view) }
        field.frame = Rect(origin: Point(x: 0, y: 0), size: Size(width: 20, height: 1))
        label.frame = Rect(origin: Point(x: 0, y: 1), size: Size(width: 20, height: 1))
        add.frame = Rect(origin: Point(x: 0, y: 2), size: add.intrinsicSize)
        connection.bind(\.count, to: label.rx.text) { "Count: \($0)" }
        add.tapped.sink { [weak self] in self?.actions.increment() }.store(in: &cancellables)
    }
}

/// What a page shows: a grid the frame messages are applied to as the page's script applies them
/// (`WebFrameEncoder`: text at the write position, one grapheme cluster a cell, `\t` the right half
/// of the wide glyph before it; operations as control characters).
struct PageModel {
    struct Cell: Equatable {
        var text = " "
        var style = 0
        var width = 1
        var link = 0
    }

    var rows: [[Cell]] = []
    var styles: [[Int]] = [[-1, -1, 0]]
    var links: [String?] = [nil]
    var cursor: [Int]?
    var focus: [Int]?
    var clipboard: String?
    private var x = 0
    private var y = 0
    private var style = 0
    private var link = 0
    private var cursorShown = false

    /// Applies one message.
    mutating func apply(_ message: String) {
        if message.first == "\u{10}" {
            clipboard = String(message.dropFirst())
            return
        }
        var characters = Substring(message)
        style = 0
        link = 0
        func numbers() -> [Int] {
            let end = characters.firstIndex(of: ";") ?? characters.endIndex
            let values = characters[..<end].split(separator: ",").compactMap { Int($0) }
            characters = characters[characters.index(after: end)...]
            return values
        }
        while let character = characters.first {
            characters = characters.dropFirst()
            switch character {
            case "\u{1}":
                let values = numbers()
                (y, x) = (values[0], values[1])
            case "\u{2}": style = numbers()[0]
            case "\u{3}":
                styles.append(numbers())
                style = styles.count - 1
            case "\u{C}": link = numbers()[0]
            case "\u{E}":
                let end = characters.firstIndex(of: "\u{F}") ?? characters.endIndex
                links.append(String(characters[..<end]))
                link = links.count - 1
                characters = end < characters.endIndex ? characters[characters.index(after: end)...] : ""
            case "\u{B}":
                let count = numbers()[0]
                let glyph = x > 0 && y < rows.count ? rows[y][x - 1] : Cell()
                for _ in 0..<count where x < rows[y].count {
                    rows[y][x] = glyph
                    x += 1
                }
            case "\u{4}": cursorShown = false
            case "\u{5}": cursorShown = true
            case "\u{6}":
                let values = numbers()
                rows = Array(repeating: Array(repeating: Cell(), count: values[0]), count: values[1])
                (x, y) = (0, 0)
            case "\u{7}":
                let values = numbers()
                focus = values[1] == 0 ? nil : values
            case "\u{8}":
                let values = numbers()
                let (top, bottom, shift) = (values[0], values[1], values[2])
                let blank = Array(repeating: Cell(), count: rows[top].count)
                if shift > 0 {
                    rows.replaceSubrange(top..<bottom, with: rows[(top + 1)..<bottom] + [blank])
                } else {
                    rows.replaceSubrange(top..<bottom, with: [blank] + rows[top..<(bottom - 1)])
                }
            default:
                guard y < rows.count, x < rows[y].count else { continue }
                if character == "\t" {
                    rows[y][x - 1].width = 2
                    rows[y][x] = Cell(text: "", style: style, width: 0, link: link)
                } else {
                    rows[y][x] = Cell(text: String(character), style: style, width: 1, link: link)
                }
                x += 1
            }
        }
        cursor = cursorShown ? [x, y] : nil
    }

    /// The rows' text, trailing spaces trimmed.
    var lines: [String] {
        rows.map { row in
            var line = row.map(\.text).joined()
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}

/// Lets the main queue run what is queued (render passes, hops from the network) a few times.
@MainActor
func settle(rounds: Int = 5) async {
    for _ in 0..<rounds {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }
}

/// Waits (generously: the machine may be loaded, and in a full test run the pseudo-terminal suites'
/// blocking reads can hold the cooperative threads the test pages' tasks need for half a minute)
/// until `condition` holds; whether it did.
@MainActor
func eventually(within timeout: Duration = .seconds(120), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return true
}
