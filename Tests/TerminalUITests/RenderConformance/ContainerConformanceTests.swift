import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// The small widgets in a stack, forms, tab views, scroll views, menus and the command palette:
/// model changes, focus moves, keys, time and resizes; every frame equals a fresh full draw.
@MainActor @Suite struct ContainerConformanceTests {
    static let keys: [Key] = [
        .tab, .backTab, .up, .down, .left, .right, .enter, .character(" "), .character("+"), .character("-"),
        .pageUp, .pageDown, .home, .end, .escape,
    ]

    @Test func theSmallWidgetsConform() {
        let actions: [ConformanceAction<ControlsGallery>] = [
            .press(Self.keys, weight: 5),
            .resize(upTo: Size(width: 30, height: 20)),
            .advanceClock(by: [.milliseconds(50), .milliseconds(130), .seconds(1)]),
            ConformanceAction(weight: 3) { context in
                let gallery = context.view
                switch context.int(below: 9) {
                case 0: gallery.button.title = context.text(maxLength: 8)
                case 1: gallery.toggle.isOn.toggle()
                case 2: gallery.segments.segments = (0..<context.int(in: 0...4)).map { _ in context.text(maxLength: 5) }
                case 3: gallery.stepper.value = Double(context.int(in: -2...14))
                case 4: gallery.slider.value = Double(context.int(in: 0...100))
                case 5: gallery.activity.isAnimating.toggle()
                case 6: gallery.progress.progress = Double(context.int(in: -10...110)) / 100
                case 7:
                    gallery.sparkline.values = (0..<context.int(in: 0...30)).map { _ in Double(context.int(below: 50)) }
                default:
                    gallery.chart.bars = (0..<context.int(in: 0...4)).map { _ in
                        BarChart.Bar(context.text(maxLength: 6), value: Double(context.int(below: 200)))
                    }
                }
                return "gallery change (button \(String(reflecting: gallery.button.title)), segments "
                    + "\(gallery.segments.segments), stepper \(gallery.stepper.value), slider \(gallery.slider.value), "
                    + "spinning \(gallery.activity.isAnimating), progress \(gallery.progress.progress), "
                    + "\(gallery.sparkline.values.count) values, \(gallery.chart.bars.count) bars)"
            },
            ConformanceAction { context in
                let views: [View] = [
                    context.view.button, context.view.toggle, context.view.segments, context.view.chart,
                ]
                let view = context.pick(views)
                if context.chance(oneIn: 2) { view.isHidden.toggle() } else { view.isEnabled.toggle() }
                return "\(type(of: view)) hidden \(view.isHidden), enabled \(view.isEnabled)"
            },
        ]
        ConformanceBudget.check(
            RenderConformanceRun("Small widgets", size: Size(width: 26, height: 16), actions: actions) {
                ControlsGallery()
            })
    }

    @Test func aFormConforms() {
        let actions: [ConformanceAction<Form>] = [
            .press(Self.keys, weight: 4),
            .type(maxLength: 4, weight: 2),
            .resize(upTo: Size(width: 30, height: 10)),
            ConformanceAction(weight: 2) { context in
                let form = context.view
                let fields = form.rows.map(\.field)
                switch context.int(below: 4) {
                case 0:
                    let field: View =
                        context.chance(oneIn: 2)
                        ? TextField(text: context.text(maxLength: 6)) : Switch("on", isOn: true)
                    form.addRow(context.text(maxLength: 9), field, width: context.pick([.fill, .intrinsic, .fixed(5)]))
                case 1: if let field = fields.first { form.removeRow(for: context.pick(fields + [field])) }
                case 2: form.labelWidth = context.chance(oneIn: 2) ? nil : context.int(in: 0...10)
                default: form.spacing = context.int(in: 0...1)
                }
                return "form: \(form.rows.map(\.label)), labelWidth \(String(describing: form.labelWidth))"
            },
        ]
        ConformanceBudget.check(
            RenderConformanceRun("Form", size: Size(width: 26, height: 8), actions: actions) {
                Form(rows: [FormRow("Name", TextField(text: "Zoë")), FormRow("名前", TextField(placeholder: "漢字"))])
            })
    }

    @Test func aTabViewConforms() {
        let actions: [ConformanceAction<TabView>] = [
            .press(Self.keys + [Key(.pageDown, modifiers: .ctrl), Key(.pageUp, modifiers: .ctrl)], weight: 4),
            .resize(upTo: Size(width: 30, height: 8)),
            ConformanceAction(weight: 2) { context in
                let tabs = context.view
                switch context.int(below: 4) {
                case 0:
                    let title = context.text(maxLength: 8)
                    tabs.insertTab(TabItem(title) { Label(title + " 内容") }, at: context.int(in: 0...tabs.tabCount))
                case 1: if tabs.tabCount > 0 { tabs.removeTab(at: context.int(below: tabs.tabCount)) }
                case 2:
                    if tabs.tabCount > 0 {
                        tabs.setTitle(context.text(maxLength: 9), forTabAt: context.int(below: tabs.tabCount))
                    }
                default: tabs.selectedIndex = context.int(in: -1...tabs.tabCount)
                }
                return "tabs \(tabs.titles), selected \(tabs.selectedIndex)"
            },
        ]
        ConformanceBudget.check(
            RenderConformanceRun("TabView", size: Size(width: 24, height: 6), actions: actions) {
                TabView(tabs: [TabItem("Files") { TextField(text: "x") }, TabItem("日本") { Label("two") }])
            })
    }

    @Test func aScrollViewConforms() {
        let actions: [ConformanceAction<ScrollView>] = [
            .press(Self.keys, weight: 4),
            .resize(upTo: Size(width: 24, height: 10)),
            ConformanceAction(weight: 2) { context in
                let scroll = context.view
                guard let stack = scroll.content as? VStack else { return "no stack" }
                switch context.int(below: 4) {
                case 0: stack.add(Label(context.text(maxLength: 12)))
                case 1: stack.subviews.last?.removeFromSuperview()
                case 2: scroll.scroll(by: context.int(in: -3...3))
                default: scroll.showsIndicator.toggle()
                }
                return
                    "\(stack.subviews.count) rows, offset \(scroll.contentOffset), indicator \(scroll.showsIndicator)"
            },
        ]
        ConformanceBudget.check(
            RenderConformanceRun("ScrollView", size: Size(width: 20, height: 5), actions: actions) {
                ScrollView(VStack((0..<8).map { Label("Row \($0) 漢字") } + [TextField(text: "edit")]))
            })
    }

    @Test func menusAndTheCommandPaletteConform() {
        let actions: [ConformanceAction<VStack>] = [
            .press(Self.keys + [.character("s"), .character("t"), .character("o")], weight: 5),
            .type(maxLength: 3, classes: [.ascii]),
            .resize(upTo: Size(width: 40, height: 14)),
            ConformanceAction(weight: 2) { context in
                let window = context.driver.window
                switch context.int(below: 4) {
                case 0: _ = window.openMenuBar(at: context.int(below: 3))
                case 1: _ = window.showContextMenu(at: Point(x: context.int(below: 30), y: context.int(below: 10)))
                case 2: _ = window.showCommandPalette()
                default: window.closeMenus()
                }
                return "menu open \(window.isMenuOpen), palette \(window.commandPalette != nil)"
            },
        ]
        ConformanceBudget.check(
            RenderConformanceRun("Menus and palette", size: Size(width: 36, height: 12), actions: actions) {
                MenuConformanceHost.make()
            })
    }
}

/// A menu bar over two panes with commands, for the menu and palette runs.
@MainActor
enum MenuConformanceHost {
    static func make() -> VStack {
        let bar = MenuBar()
        let left = MenuTestPane("left")
        let right = MenuTestPane("右")
        let panes = HStack(spacing: 2, [left, right])
        let root = VStack([bar, panes, StatusBar()])
        root.setSizing(.fill, for: panes)
        bar.menus = [
            Menu(
                "File",
                items: [
                    MenuItem("Save", .save, mnemonic: "s"), .separator, MenuItem("Delete 🗑", .delete, mnemonic: "d"),
                ]),
            Menu(
                "View", items: [.submenu("Theme 漢字", mnemonic: "t", [MenuItem("Dark", .darkTheme, mnemonic: "d")])]),
            Menu("Help", items: [MenuItem("About", .about, mnemonic: "a")]),
        ]
        left.addCommand(.save) {}
        left.addPaletteCommand("Sort lines", .sortLines)
        left.addCommand(.sortLines) {}
        right.addCommand(.delete) {}
        root.addCommand(.darkTheme) {}
        root.addCommand(.about) {}
        return root
    }
}
