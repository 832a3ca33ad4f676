import TerminalCore
import TerminalIO

extension CursesTerminal: WriteCountingTerminal {
    /// The bytes the calling thread has written so far (0 without `/proc`). ncurses writes a frame on
    /// the thread that presents it, so the difference around `present` is what that frame cost.
    public var bytesWritten: Int { ThreadWriteCounter.bytesWritten() ?? 0 }

    /// The write calls the calling thread has made so far (0 without `/proc`): a frame is one.
    package var writeCalls: Int { ThreadWriteCounter.writeCalls() ?? 0 }
}
