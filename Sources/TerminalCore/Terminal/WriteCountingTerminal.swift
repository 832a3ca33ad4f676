/// A terminal that counts the bytes it writes, so that tools can show what each frame cost.
@MainActor
public protocol WriteCountingTerminal: Terminal {
    /// How many bytes were written since the terminal was made (or its counters were reset).
    var bytesWritten: Int { get }
}
