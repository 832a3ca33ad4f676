import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// A view that records the window it was told about each time it moved.
@MainActor
private final class WindowWatcher: View {
    var moves: [Window?] = []
    override func didMoveToWindow() { moves.append(window) }
}

@MainActor
@Suite("didMoveToWindow")
struct DidMoveToWindowTests {
    @Test func aViewHearsWhenItOrAnAncestorEntersOrLeavesAWindow() {
        let root = VStack()
        let window = Window(size: Size(width: 10, height: 4), content: root)
        let watcher = WindowWatcher()
        let branch = VStack([watcher])
        #expect(watcher.moves.isEmpty)
        root.addSubview(branch)
        #expect(watcher.moves.count == 1 && watcher.moves[0] === window)
        let sibling = VStack()
        root.addSubview(sibling)
        sibling.addSubview(branch)
        #expect(watcher.moves.count == 1)
        branch.removeFromSuperview()
        #expect(watcher.moves.count == 2 && watcher.moves[1] == nil)
        branch.removeFromSuperview()
        #expect(watcher.moves.count == 2)
    }

    @Test func becomingOrLeavingAWindowsLayerCountsToo() {
        let window = Window(size: Size(width: 10, height: 4))
        let watcher = WindowWatcher()
        let overlay = VStack([watcher])
        window.presentOverlay(overlay)
        #expect(watcher.moves.count == 1 && watcher.moves[0] === window)
        window.dismissOverlay(overlay)
        #expect(watcher.moves.count == 2 && watcher.moves[1] == nil)
        window.content = overlay
        #expect(watcher.moves.count == 3 && watcher.moves[2] === window)
        window.content = View()
        #expect(watcher.moves.count == 4 && watcher.moves[3] == nil)
    }
}
