import Foundation
import NIOSSH

/// The public keys of an OpenSSH `authorized_keys` file, read again whenever the file changes.
///
/// Each line is `[options] type base64 [comment]`; blank lines and `#` comments are skipped, and so
/// are keys of a type the server cannot check (RSA: the server speaks Ed25519 and ECDSA). Options
/// (`command=…`, `from=…`) are not honoured, so a line carrying any is skipped rather than given
/// more than it says.
@MainActor
final class AuthorizedKeys {
    /// The file.
    let path: String
    private var keys: Set<NIOSSHPublicKey> = []
    private var stamp: (modified: timespec, size: Int)?

    /// Keys from the file at `path` (read at the first check).
    init(path: String) {
        self.path = path
    }

    /// Whether `key` is listed (the file is read again first when it changed).
    func contains(_ key: NIOSSHPublicKey) -> Bool {
        reloadIfChanged()
        return keys.contains(key)
    }

    /// How many keys the file lists that the server can check.
    var count: Int {
        reloadIfChanged()
        return keys.count
    }

    private func reloadIfChanged() {
        var info = stat()
        guard stat(path, &info) == 0 else {
            keys = []
            stamp = nil
            return
        }
        let current = (modified: info.st_mtim, size: Int(info.st_size))
        if let stamp, stamp.modified.tv_sec == current.modified.tv_sec,
            stamp.modified.tv_nsec == current.modified.tv_nsec, stamp.size == current.size
        {
            return
        }
        stamp = current
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        keys = Self.parse(text)
    }

    /// The keys listed in `text`, in the `authorized_keys` format.
    static func parse(_ text: String) -> Set<NIOSSHPublicKey> {
        var keys: Set<NIOSSHPublicKey> = []
        for line in text.split(whereSeparator: \.isNewline) {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let first = fields.first, !first.hasPrefix("#"), fields.count >= 2 else { continue }
            guard let key = try? NIOSSHPublicKey(openSSHPublicKey: "\(first) \(fields[1])") else { continue }
            keys.insert(key)
        }
        return keys
    }
}
