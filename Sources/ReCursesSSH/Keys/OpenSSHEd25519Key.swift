import Crypto
import Foundation

/// An Ed25519 private key in OpenSSH's own file format (`-----BEGIN OPENSSH PRIVATE KEY-----`,
/// unencrypted), the format `ssh-keygen -t ed25519` writes: a host key the server made can be
/// inspected with `ssh-keygen -l -f FILE`, and a key `ssh-keygen` made can be given to the server.
enum OpenSSHEd25519Key {
    /// Why a key file could not be read.
    struct FormatError: Error, CustomStringConvertible {
        /// What was wrong.
        let reason: String
        var description: String { "not an unencrypted OpenSSH Ed25519 private key: \(reason)" }
    }

    private static let header = "-----BEGIN OPENSSH PRIVATE KEY-----"
    private static let footer = "-----END OPENSSH PRIVATE KEY-----"
    private static let magic = Array("openssh-key-v1".utf8) + [0]
    private static let keyType = "ssh-ed25519"

    /// The file's text for `key`, with `comment`.
    static func encode(_ key: Curve25519.Signing.PrivateKey, comment: String) -> String {
        let publicBytes = [UInt8](key.publicKey.rawRepresentation)
        var publicBlob: [UInt8] = []
        appendString(Array(keyType.utf8), to: &publicBlob)
        appendString(publicBytes, to: &publicBlob)

        let check = UInt32.random(in: .min ... .max)
        var secret: [UInt8] = []
        appendUInt32(check, to: &secret)
        appendUInt32(check, to: &secret)
        appendString(Array(keyType.utf8), to: &secret)
        appendString(publicBytes, to: &secret)
        appendString([UInt8](key.rawRepresentation) + publicBytes, to: &secret)
        appendString(Array(comment.utf8), to: &secret)
        var pad: UInt8 = 1
        while secret.count % 8 != 0 {
            secret.append(pad)
            pad += 1
        }

        var blob = magic
        appendString(Array("none".utf8), to: &blob)
        appendString(Array("none".utf8), to: &blob)
        appendString([], to: &blob)
        appendUInt32(1, to: &blob)
        appendString(publicBlob, to: &blob)
        appendString(secret, to: &blob)

        let base64 = Data(blob).base64EncodedString()
        var lines = [header]
        var index = base64.startIndex
        while index < base64.endIndex {
            let end = base64.index(index, offsetBy: 70, limitedBy: base64.endIndex) ?? base64.endIndex
            lines.append(String(base64[index..<end]))
            index = end
        }
        lines.append(footer)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The key in a file's text.
    static func decode(_ text: String) throws -> Curve25519.Signing.PrivateKey {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let start = lines.firstIndex(of: header), let end = lines.firstIndex(of: footer), start < end else {
            throw FormatError(reason: "no OPENSSH PRIVATE KEY block")
        }
        guard let data = Data(base64Encoded: lines[(start + 1)..<end].joined()) else {
            throw FormatError(reason: "bad base64")
        }
        var reader = Reader(bytes: [UInt8](data))
        guard try reader.bytes(count: magic.count) == magic else { throw FormatError(reason: "bad magic") }
        guard try reader.string() == Array("none".utf8), try reader.string() == Array("none".utf8) else {
            throw FormatError(reason: "the key is encrypted")
        }
        _ = try reader.string()
        guard try reader.uint32() == 1 else { throw FormatError(reason: "more than one key") }
        _ = try reader.string()
        var secret = Reader(bytes: try reader.string())
        guard try secret.uint32() == secret.uint32() else { throw FormatError(reason: "check bytes differ") }
        guard try secret.string() == Array(keyType.utf8) else { throw FormatError(reason: "not an Ed25519 key") }
        _ = try secret.string()
        let privateBytes = try secret.string()
        guard privateBytes.count == 64 else { throw FormatError(reason: "bad private key length") }
        return try Curve25519.Signing.PrivateKey(rawRepresentation: privateBytes[0..<32])
    }

    private static func appendUInt32(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func appendString(_ string: [UInt8], to bytes: inout [UInt8]) {
        appendUInt32(UInt32(string.count), to: &bytes)
        bytes += string
    }

    /// Reads the SSH wire encoding's lengths and strings.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        mutating func bytes(count: Int) throws -> [UInt8] {
            guard count >= 0, bytes.count - offset >= count else { throw FormatError(reason: "truncated") }
            defer { offset += count }
            return Array(bytes[offset..<offset + count])
        }

        mutating func uint32() throws -> UInt32 {
            try bytes(count: 4).reduce(0) { $0 << 8 | UInt32($1) }
        }

        mutating func string() throws -> [UInt8] {
            try bytes(count: Int(uint32()))
        }
    }
}
