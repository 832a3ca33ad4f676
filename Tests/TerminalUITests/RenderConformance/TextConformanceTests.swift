import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Text widgets (field, area, label, log): text of every class typed, pasted and set, styles,
/// wrapping, scrolling, keys and resizes; every frame equals a fresh full draw.
@MainActor @Suite struct TextConformanceTests {
    static let editingKeys: [Key] = [
        .left, .right, .up, .down, .home, .end, .pageUp, .pageDown, .backspace, .delete, .enter, .tab,
        .ctrl("a"), .ctrl("e"), .ctrl("k"), .ctrl("u"), .ctrl("w"), .ctrl("z"), .ctrl("y"), .alt("b"), .alt("f"),
        Key(.left, modifiers: .shift), Key(.right, modifiers: .shift), Key(.down, modifiers: .shift), .escape,
    ]

    @Test func aTextFieldConforms() {
        let actions: [ConformanceAction<TextField>] = [
            .press(Self.editingKeys, weight: 6),
            .type(maxLength: 5, weight: 3),
            .paste(maxLength: 10),
            .resize(upTo: Size(width: 16, height: 2)),
            ConformanceAction { context in
                let text = context.text(maxLength: 14)
                context.view.text = text
                return "text = \(String(reflecting: text))"
            },
            ConformanceAction { context in
                switch context.int(below: 4) {
                case 0: context.view.isSecure.toggle()
                case 1: context.view.placeholder = context.text(maxLength: 8)
                case 2: context.view.maxLength = context.chance(oneIn: 2) ? nil : context.int(in: 0...12)
                default: context.view.isEnabled.toggle()
                }
                return "secure \(context.view.isSecure), placeholder \(String(reflecting: context.view.placeholder)), "
                    + "maxLength \(String(describing: context.view.maxLength)), enabled \(context.view.isEnabled)"
            },
        ]
        ConformanceBudget.check(
            RenderConformanceRun("TextField", size: Size(width: 12, height: 1), actions: actions) {
                TextField(placeholder: "Name")
            })
    }

    @Test func aTextAreaConforms() {
        let actions: [ConformanceAction<TextArea>] = [
            .press(Self.editingKeys, weight: 6),
            .type(maxLength: 5, weight: 3),
            .paste(maxLength: 16),
            .resize(upTo: Size(width: 20, height: 8)),
            ConformanceAction { context in
                let lines = (0..<context.int(in: 0...12)).map { _ in context.text(maxLength: 24) }
                context.view.text = lines.joined(separator: "\n")
                return "text = \(lines.count) lines"
            },
            ConformanceAction { context in
                switch context.int(below: 4) {
                case 0: context.view.wrapsLines.toggle()
                case 1: context.view.showsLineNumbers.toggle()
                case 2: context.view.isEditable.toggle()
                default: context.view.placeholder = context.text(maxLength: 8)
                }
                return "wraps \(context.view.wrapsLines), numbers \(context.view.showsLineNumbers), "
                    + "editable \(context.view.isEditable), placeholder \(String(reflecting: context.view.placeholder))"
            },
        ]
        ConformanceBudget.check(
            RenderConformanceRun("TextArea", size: Size(width: 16, height: 6), actions: actions) {
                TextArea(text: "one\ntwo 漢字\nthree 👩‍💻")
            })
    }

    @Test func aLabelConforms() {
        let alignments: [TextAlignment] = [.left, .center, .right]
        let actions: [ConformanceAction<Label>] = [
            .resize(upTo: Size(width: 20, height: 5)),
            ConformanceAction(weight: 3) { context in
                let text = (0..<context.int(in: 1...3)).map { _ in context.text(maxLength: 18) }.joined(separator: "\n")
                context.view.text = text
                return "text = \(String(reflecting: text))"
            },
            ConformanceAction(weight: 2) { context in
                context.view.alignment = context.pick(alignments)
                context.view.wrapsLines = context.chance(oneIn: 2)
                context.view.customStyle =
                    context.chance(oneIn: 2) ? nil : context.pick([.plain.bold, .plain.underlined])
                return "alignment \(context.view.alignment), wraps \(context.view.wrapsLines), "
                    + "style \(String(describing: context.view.customStyle))"
            },
        ]
        ConformanceBudget.check(
            RenderConformanceRun("Label", size: Size(width: 14, height: 3), actions: actions) { Label("Hello 漢字") })
    }

    @Test func aLogViewConforms() {
        let actions: [ConformanceAction<LogView>] = [
            .press([.up, .down, .pageUp, .pageDown, .home, .end, .left, .right], weight: 4),
            .resize(upTo: Size(width: 20, height: 8)),
            ConformanceAction(weight: 4) { context in
                let lines = (0..<context.int(in: 1...4)).map { _ in context.text(maxLength: 22) }
                context.view.append(contentsOf: lines)
                return "append \(lines.count) lines"
            },
            ConformanceAction { context in
                var lines = context.view.lines
                switch context.int(below: 3) {
                case 0: lines = Array(lines.dropFirst(context.int(in: 1...3)))
                case 1: lines = Array(lines.dropLast(context.int(in: 1...3)))
                default: lines = (0..<context.int(in: 0...6)).map { _ in context.text(maxLength: 16) }
                }
                context.view.lines = lines
                return "lines = \(lines.count) lines"
            },
            ConformanceAction { context in
                switch context.int(below: 4) {
                case 0: context.view.maximumLineCount = context.chance(oneIn: 3) ? nil : context.int(in: 1...12)
                case 1: context.view.wrapsLines.toggle()
                case 2: context.view.showsScrollIndicator.toggle()
                default: context.view.lineStyle = context.chance(oneIn: 2) ? nil : .plain.bold
                }
                return "cap \(String(describing: context.view.maximumLineCount)), wraps \(context.view.wrapsLines), "
                    + "indicator \(context.view.showsScrollIndicator), style \(String(describing: context.view.lineStyle))"
            },
        ]
        ConformanceBudget.check(
            RenderConformanceRun("LogView", size: Size(width: 18, height: 6), actions: actions) { LogView() })
    }

    @Test func aTreeViewConforms() {
        let ids = ["Sources", "Sources/TerminalUI", "Sources/TerminalUI/Widgets", "Sources/ReCurses", "Tests"]
        let actions: [ConformanceAction<TreeView<TreeItem>>] = [
            .press(
                [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .character("*"), .character("t")],
                weight: 5),
            .resize(upTo: Size(width: 24, height: 9)),
            ConformanceAction(weight: 2) { context in
                let expanded = Set(ids.filter { _ in context.chance(oneIn: 2) })
                context.view.expandedIDs = expanded
                return "expandedIDs = \(expanded.sorted())"
            },
            ConformanceAction { context in
                var roots = TreeItem.sample
                switch context.int(below: 3) {
                case 0: roots = Array(roots.dropFirst(context.int(in: 1...2)))
                case 1: roots = context.shuffled(roots)
                default:
                    roots += (0..<context.int(in: 1...3)).map { TreeItem("extra \($0) " + context.text(maxLength: 8)) }
                }
                context.view.roots = roots
                return "roots = \(roots.map(\.id))"
            },
            ConformanceAction { context in
                let id = context.chance(oneIn: 4) ? nil : context.pick(ids + ["README.md"])
                context.view.selectedID = id
                return "selectedID = \(id ?? "nil")"
            },
            ConformanceAction { context in
                context.view.showsGuides.toggle()
                context.view.showsScrollIndicator = context.chance(oneIn: 2)
                return "guides \(context.view.showsGuides), indicator \(context.view.showsScrollIndicator)"
            },
        ]
        ConformanceBudget.check(
            RenderConformanceRun("TreeView", size: Size(width: 22, height: 6), actions: actions) {
                TreeView(roots: TreeItem.sample, children: \.children, text: \.name)
            })
    }
}
