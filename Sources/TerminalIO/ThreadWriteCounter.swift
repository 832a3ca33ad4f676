#if canImport(Glibc)
    import Glibc
#endif

/// What the calling thread has handed to `write` so far, from `/proc/thread-self/io`: the bytes
/// (`wchar`) and the calls (`syscw`). A terminal that writes its frames on the main thread learns what
/// a frame cost from the difference around it, with no counting on the write path itself.
package enum ThreadWriteCounter {
    /// The calling thread's written bytes, or nil where the system does not tell (no `/proc`).
    package static func bytesWritten() -> Int? {
        withCounters { field("wchar", in: $0) }
    }

    /// The calling thread's write calls (`write`, `writev`, …), or nil where the system does not tell.
    package static func writeCalls() -> Int? {
        withCounters { field("syscw", in: $0) }
    }

    /// Reads `/proc/thread-self/io` into a buffer on the stack and hands `body` its text; nil when it
    /// cannot be read.
    private static func withCounters(_ body: (UnsafeBufferPointer<UInt8>) -> Int?) -> Int? {
        let descriptor = open("/proc/thread-self/io", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer -> Int? in
            var length = 0
            while length < buffer.count {
                let count = read(descriptor, buffer.baseAddress! + length, buffer.count - length)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                length += count
            }
            return body(UnsafeBufferPointer(rebasing: buffer[..<length]))
        }
    }

    /// The number after `name:` at the start of a line of an `io` file's text.
    package static func field(_ name: StaticString, in text: UnsafeBufferPointer<UInt8>) -> Int? {
        let key = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        var index = 0
        while index + key.count + 1 <= text.count {
            let atLineStart = index == 0 || text[index - 1] == UInt8(ascii: "\n")
            if atLineStart, text[index..<(index + key.count)].elementsEqual(key),
                text[index + key.count] == UInt8(ascii: ":")
            {
                var value = 0
                var digits = 0
                var position = index + key.count + 1
                while position < text.count, text[position] == UInt8(ascii: " ") { position += 1 }
                while position < text.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[position]) {
                    value = value &* 10 &+ Int(text[position] - UInt8(ascii: "0"))
                    digits += 1
                    position += 1
                }
                return digits > 0 ? value : nil
            }
            index += 1
        }
        return nil
    }
}
