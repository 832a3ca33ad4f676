#if canImport(Glibc)
    import Glibc
#endif

/// The bytes the calling thread has handed to `write` so far (the `wchar` line of
/// `/proc/thread-self/io`). A terminal that writes its frames on the main thread learns what a frame
/// cost from the difference around it, with no counting on the write path itself.
package enum ThreadWriteCounter {
    /// The calling thread's written bytes, or nil where the system does not tell (no `/proc`).
    package static func bytesWritten() -> Int? {
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
            return wchar(in: UnsafeBufferPointer(rebasing: buffer[..<length]))
        }
    }

    /// The number after `wchar:` in the text of an `io` file.
    package static func wchar(in text: UnsafeBufferPointer<UInt8>) -> Int? {
        let key = Array("wchar:".utf8)
        var index = 0
        while index + key.count <= text.count {
            let atLineStart = index == 0 || text[index - 1] == UInt8(ascii: "\n")
            if atLineStart, text[index..<(index + key.count)].elementsEqual(key) {
                var value = 0
                var digits = 0
                var position = index + key.count
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
