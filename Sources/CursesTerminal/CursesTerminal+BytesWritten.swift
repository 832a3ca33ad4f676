import TerminalCore
import TerminalIO

extension CursesTerminal: WriteCountingTerminal {
    /// The bytes the calling thread has written so far (0 without `/proc`). ncurses writes a frame on
    /// the thread that presents it, so the difference around `present` is what that frame cost.
    public var bytesWritten: Int { ThreadWriteCounter.bytesWritten() ?? 0 }
}
