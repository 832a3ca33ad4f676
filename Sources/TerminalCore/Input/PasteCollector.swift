/// Gathers the bytes of a bracketed paste until the end marker `ESC[201~`, however the input is split.
struct PasteCollector: Sendable {
    /// The end marker.
    static let endMarker: [UInt8] = Array("\u{1B}[201~".utf8)

    private var bytes: [UInt8] = []

    /// Takes bytes from `buffer` starting at `index`; returns how many were consumed and whether the
    /// end marker was found. Bytes that may be the start of the marker stay in the buffer unless
    /// `atTimeout`, when everything is taken.
    mutating func collect(_ buffer: [UInt8], from index: Int, atTimeout: Bool) -> (consumed: Int, finished: Bool) {
        let marker = Self.endMarker
        var position = index
        while position < buffer.count {
            guard let escape = buffer[position...].firstIndex(of: 0x1B) else {
                bytes += buffer[position...]
                return (buffer.count - index, false)
            }
            bytes += buffer[position..<escape]
            let available = buffer.count - escape
            let compared = min(available, marker.count)
            if buffer[escape..<(escape + compared)].elementsEqual(marker[0..<compared]) {
                if compared == marker.count { return (escape + marker.count - index, true) }
                if !atTimeout { return (escape - index, false) }
            }
            bytes.append(0x1B)
            position = escape + 1
        }
        return (buffer.count - index, false)
    }

    /// The pasted text: UTF-8 decoded with U+FFFD for invalid bytes, "\r\n" and "\r" turned into "\n".
    var text: String {
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0D {
                normalized.append(0x0A)
                if index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
            } else {
                normalized.append(byte)
            }
            index += 1
        }
        return String(decoding: normalized, as: UTF8.self)
    }
}
