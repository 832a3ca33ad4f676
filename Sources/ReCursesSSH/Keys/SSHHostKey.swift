import Crypto
import Foundation
import NIOSSH

/// Where an `SSHServer`'s host key comes from: the key clients remember the server by.
public enum SSHHostKey: Sendable {
    /// An Ed25519 key in the OpenSSH file at this path: read when the file exists, otherwise created
    /// there on first start (mode 0600, written atomically) and reused from then on.
    case file(String)
    /// This key.
    case key(NIOSSHPrivateKey)
    /// A new key on every start (tests; clients will warn that the host key changed).
    case ephemeral

    /// The private key, reading or creating the file.
    func load() throws -> NIOSSHPrivateKey {
        switch self {
        case .key(let key): return key
        case .ephemeral: return NIOSSHPrivateKey(ed25519Key: .init())
        case .file(let path): return NIOSSHPrivateKey(ed25519Key: try Self.loadOrCreate(at: path))
        }
    }

    /// The Ed25519 key in the file at `path`, created there first when no file exists.
    static func loadOrCreate(at path: String) throws -> Curve25519.Signing.PrivateKey {
        if let text = try? String(contentsOfFile: path, encoding: .utf8) {
            return try OpenSSHEd25519Key.decode(text)
        }
        let key = Curve25519.Signing.PrivateKey()
        try writeAtomically(OpenSSHEd25519Key.encode(key, comment: "recurses host key"), to: path)
        return key
    }

    /// Writes a new file readable by its owner only: a temporary file made with mode 0600 next to
    /// the target, synced, then renamed over it, so the key is never seen half written or readable
    /// by others.
    static func writeAtomically(_ text: String, to path: String) throws {
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw SSHServerError.hostKeyFile(path: path, errno: errno) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor) == 0
        let failure = errno
        close(descriptor)
        guard written == bytes.count, synced, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw SSHServerError.hostKeyFile(path: path, errno: failure)
        }
    }
}
