import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Long seeded random sessions of keys, pastes, binder values and resizes: nothing may crash and the
/// widgets' invariants (cursor inside the text and the field, selection visible) must hold throughout.
@MainActor @Suite struct WidgetRandomInputTests {
    /// A small deterministic generator (64-bit LCG), so failures reproduce.
    struct Seeded {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(1, bound)))
        }
        mutating func pick<T>(_ values: [T]) -> T { values[next(values.count)] }
    }

    static let fragments = ["a", "漢", "👩‍💻", "e\u{301}", "🇯🇵", " ", "x y", "\u{200B}", "\t", "\n"]

    @Test(arguments: [1, 2, 3] as [UInt64])
    func textFieldKeepsItsCursorInside(seed: UInt64) {
        var random = Seeded(state: seed)
        let field = TextField()
        field.maxLength = 12
        let ui = ViewDriver(field, size: Size(width: 7, height: 1))
        let keys = TextField.defaultKeyBindings.map(\.key) + [.tab, .up, .escape]
        for _ in 0..<1500 {
            switch random.next(6) {
            case 0: ui.paste(random.pick(Self.fragments) + random.pick(Self.fragments))
            case 1: ui.type(random.pick(Self.fragments).filter { !$0.isNewline && $0 != "\t" })
            case 2: field.rx.text.on(random.pick(Self.fragments) + random.pick(Self.fragments))
            case 3: ui.resize(Size(width: random.next(9), height: random.next(3)))
            case 4: field.isSecure = random.next(4) == 0
            default: ui.press(random.pick(keys))
            }
            #expect(field.cursorIndex >= 0 && field.cursorIndex <= field.buffer.characters.count)
            #expect(field.buffer.characters.count <= 12)
            if field.isFocused, let cursor = ui.cursor.position {
                #expect(cursor.x < ui.window.size.width)
            }
        }
    }

    @Test(arguments: [4, 5] as [UInt64])
    func listsKeepTheSelectionVisible(seed: UInt64) {
        var random = Seeded(state: seed)
        for grid in [false, true] {
            let list: ListView<Person> = grid ? GridView(cellWidth: 3) { $0.name } : ListView { $0.name }
            list.allowsMultipleSelection = true
            let ui = ViewDriver(list, size: Size(width: 10, height: 5))
            let keys: [Key] = [
                .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter,
                .character(" "), .character("p"), .character("1"),
            ]
            for _ in 0..<800 {
                switch random.next(5) {
                case 0:
                    let sections = (0..<random.next(4)).map { section in
                        ListSection(
                            title: random.next(2) == 0 ? nil : "S\(section)",
                            items: (0..<random.next(8)).map { Person(id: random.next(30), name: "p\($0)") }
                                .reduce(into: [Person]()) { unique, person in
                                    if !unique.contains(where: { $0.id == person.id }) { unique.append(person) }
                                })
                    }
                    list.rx.sections.on(sections)
                case 1: ui.resize(Size(width: random.next(14), height: random.next(7)))
                case 2: list.rx.selection.on(random.next(3) == 0 ? nil : random.next(30))
                default: ui.press(random.pick(keys))
                }
                let draws = list.drawCount
                _ = ui.lines
                guard list.drawCount > draws else { continue }
                #expect(list.renderedRowCount <= ui.window.size.height)
                if let index = list.model.selectedIndex {
                    #expect(index < list.model.itemCount)
                    let position = list.model.position(of: index)
                    let row = list.layout.row(ofItem: position.index, inSection: position.section)
                    if ui.window.size.height > 0, ui.window.size.width > 0 {
                        #expect(row >= list.scrollRow && row < list.scrollRow + ui.window.size.height)
                    }
                }
            }
        }
    }
}
