import Foundation
import InlineTerminal
import ReCursesTesting
import TerminalCore
import Testing

/// The terminal's real cursor rests on the focus point while it is hidden, through ncurses and the
/// inline terminal on a pseudo-terminal, so screen magnifiers and braille displays follow the focus.
extension ProcessWideTerminalState {
    @MainActor
    @Suite(
        "a hidden cursor rests on the focus point, through the real backends",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "the system has no pseudo-terminals"))
    struct FocusPointCursorTests {
        @Test(
            "the hidden cursor ends each frame on the resting cell, and follows it when only it moves",
            arguments: BackendConformanceRig.Backend.allCases)
        func hiddenCursorRestsOnTheFocusPoint(backend: BackendConformanceRig.Backend) throws {
            let rig = try BackendConformanceRig(backend, size: Size(width: 20, height: 6))
            defer { rig.close() }
            var frame = Canvas(size: rig.size)
            frame.put("Shops", at: Point(x: 0, y: 0))
            frame.put("Zoë's Books", at: Point(x: 2, y: 3))
            #expect(try rig.present(frame, cursor: CursorState(restingPosition: Point(x: 2, y: 3))).isEmpty)
            #expect(!rig.model.cursorVisible)
            #expect(cursorInArea(rig) == Point(x: 2, y: 3))
            // Nothing drawn changes: the focus moved down a row (a selection change drawn elsewhere).
            #expect(try rig.present(frame, cursor: CursorState(restingPosition: Point(x: 2, y: 4))).isEmpty)
            #expect(cursorInArea(rig) == Point(x: 2, y: 4))
            #expect(!rig.model.cursorVisible)
            // A shown cursor goes where it is asked, shown.
            #expect(try rig.present(frame, cursor: .at(Point(x: 7, y: 1))).isEmpty)
            #expect(cursorInArea(rig) == Point(x: 7, y: 1))
            #expect(rig.model.cursorVisible)
        }

        /// The model's cursor in the backend's coordinates (the inline area's rows count from its top).
        private func cursorInArea(_ rig: BackendConformanceRig) -> Point {
            let row =
                (rig.terminal as? InlineTerminal)?.cursorRowInLiveArea ?? rig.model.cursor.y
            return Point(x: rig.model.cursor.x, y: row)
        }
    }
}
