import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Random edits of overlapping views and overlays: after every incremental render, the canvas must
/// equal what a full redraw produces, so redrawing only dirty views never leaves stale cells.
@MainActor
struct IncrementalRenderingTests {
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    private static let glyphs = Array("abcdefghijklmnopqrstuvwxyz")

    private func randomFrame(in size: Size, using random: inout SeededGenerator) -> Rect {
        Rect(
            x: Int.random(in: -2...max(0, size.width), using: &random),
            y: Int.random(in: -2...max(0, size.height), using: &random),
            width: Int.random(in: 0...max(1, size.width), using: &random),
            height: Int.random(in: 0...max(1, size.height), using: &random))
    }

    /// Renders incrementally, then in full, and records an issue when the two frames differ.
    private func incrementalMatchesFullRedraw(_ window: Window, seed: UInt64, step: Int) -> Bool {
        window.render()
        let incremental = window.currentFrame
        window.invalidateAll()
        window.render()
        #expect(difference(incremental, window.currentFrame) == nil, "seed \(seed), step \(step)")
        return incremental == window.currentFrame
    }

    /// The first cell where two canvases differ, described; nil when equal.
    private func difference(_ incremental: Canvas, _ full: Canvas) -> String? {
        guard incremental != full else { return nil }
        for y in 0..<full.size.height {
            for x in 0..<full.size.width where incremental[x: x, y: y] != full[x: x, y: y] {
                return "(\(x), \(y)): \(incremental[x: x, y: y]) instead of \(full[x: x, y: y])\n"
                    + incremental.lines.joined(separator: "\n") + "\n---\n" + full.lines.joined(separator: "\n")
            }
        }
        return "sizes differ"
    }

    private func allViews(_ root: View) -> [View] {
        [root] + root.subviews.flatMap(allViews)
    }

    @Test(arguments: Array(1...60) as [UInt64])
    func incrementalRenderMatchesFullRedraw(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        let size = Size(width: 12, height: 8)
        let root = View()
        let window = Window(size: size, content: root)
        var overlays: [View] = []
        for _ in 0..<6 {
            let swatch = Swatch(Self.glyphs.randomElement(using: &random)!, focusable: Bool.random(using: &random))
            root.addSubview(swatch)
            swatch.frame = randomFrame(in: size, using: &random)
        }
        window.render()
        for step in 0..<150 {
            let views = allViews(root) + overlays.flatMap(allViews)
            let target = views.randomElement(using: &random)!
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                if let swatch = target as? Swatch {
                    swatch.glyph = Self.glyphs.randomElement(using: &random)!
                    swatch.setNeedsDisplay()
                }
            case 1:
                target.frame = randomFrame(in: target.superview?.frame.size ?? size, using: &random)
            case 2:
                target.isHidden.toggle()
            case 3:
                if target !== root, !overlays.contains(where: { $0 === target }) { target.removeFromSuperview() }
            case 4:
                let swatch = Swatch(Self.glyphs.randomElement(using: &random)!)
                target.addSubview(swatch)
                swatch.frame = randomFrame(in: target.frame.size, using: &random)
            case 5:
                let overlay = Swatch(Self.glyphs.randomElement(using: &random)!)
                window.presentOverlay(overlay, placement: .frame(randomFrame(in: size, using: &random)))
                overlays.append(overlay)
            case 6:
                window.dispatch(.key(.tab))
            case 7:
                target.themeOverride = target.themeOverride == nil ? .monochrome : nil
            case 8:
                let swatch = Swatch(Self.glyphs.randomElement(using: &random)!, focusable: true)
                target.insertSubview(swatch, at: Int.random(in: -1...3, using: &random))
                swatch.frame = randomFrame(in: target.frame.size, using: &random)
            default:
                if let overlay = overlays.randomElement(using: &random) {
                    window.dismissOverlay(overlay)
                    overlays.removeAll { $0 === overlay }
                }
            }
            if !incrementalMatchesFullRedraw(window, seed: seed, step: step) { return }
        }
    }

    private func randomTree(depth: Int, using random: inout SeededGenerator) -> View {
        let words = ["OK", "漢字 text", "a longer label here", "", "x y z"]
        if depth == 0 || Int.random(in: 0..<3, using: &random) == 0 {
            switch Int.random(in: 0..<5, using: &random) {
            case 0: return Button(words.randomElement(using: &random)!)
            case 1: return Switch(words.randomElement(using: &random)!)
            case 2: return ProgressBar(progress: Double.random(in: 0...1, using: &random), showsPercentage: true)
            case 3: return StatusBar(message: "msg")
            default: return Label(words.randomElement(using: &random)!, wrapsLines: Bool.random(using: &random))
            }
        }
        let children = (0..<Int.random(in: 1...3, using: &random)).map { _ in
            randomTree(depth: depth - 1, using: &random)
        }
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return HStack(spacing: 1, children)
        case 1: return Panel(title: "P", VStack(children))
        case 2: return Padding(VStack(children), all: 1)
        case 3: return ScrollView(VStack(children))
        default: return VStack(spacing: Int.random(in: 0...1, using: &random), children)
        }
    }

    @Test(arguments: Array(1...60) as [UInt64])
    func incrementalRenderOfWidgetTreesMatchesFullRedraw(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        let root = randomTree(depth: 4, using: &random)
        let window = Window(size: Size(width: 30, height: 12), content: root)
        window.render()
        for step in 0..<100 {
            let views = allViews(root)
            let target = views.randomElement(using: &random)!
            switch Int.random(in: 0..<8, using: &random) {
            case 0: (target as? Label)?.text = ["", "new text", "漢字漢字漢字 wrap me please"].randomElement(using: &random)!
            case 1: target.isHidden.toggle()
            case 2: target.isEnabled.toggle()
            case 3:
                window.dispatch(
                    .key([.tab, .backTab, .down, .pageDown, .character(" ")].randomElement(using: &random)!))
            case 4: (target as? ProgressBar)?.progress = Double.random(in: 0...1, using: &random)
            case 5:
                window.resize(
                    to: Size(
                        width: Int.random(in: 0...30, using: &random), height: Int.random(in: 0...12, using: &random)))
            case 6: window.presentOverlay(Panel(title: "Dialog", Button("Close")))
            default: if let overlay = window.overlays.last { window.dismissOverlay(overlay) }
            }
            if !incrementalMatchesFullRedraw(window, seed: seed, step: step) { return }
        }
    }
}
