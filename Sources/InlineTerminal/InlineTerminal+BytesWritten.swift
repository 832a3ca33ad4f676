import TerminalCore
import TerminalIO

extension InlineTerminal: WriteCountingTerminal {
    /// The bytes the calling thread has written so far (0 without `/proc`). A frame is written on the
    /// thread that presents it, so the difference around `present` is what that frame cost.
    public var bytesWritten: Int { ThreadWriteCounter.bytesWritten() ?? 0 }
}
