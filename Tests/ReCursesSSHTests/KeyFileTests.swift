import Crypto
import Foundation
import NIOSSH
import Testing

@testable import ReCursesSSH

@MainActor
@Suite("Keys")
struct KeyFileTests {
    private func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "recurses-ssh-\(UInt32.random(in: .min ... .max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("the host key is created once, with mode 0600, in OpenSSH's format, and reused")
    func hostKeyFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/host_key"
        let first = try SSHHostKey.loadOrCreate(at: path)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("-----BEGIN OPENSSH PRIVATE KEY-----\n"))
        let second = try SSHHostKey.loadOrCreate(at: path)
        #expect(first.rawRepresentation == second.rawRepresentation)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["host_key"])
    }

    @Test("a key ssh-keygen wrote is read (its public half matches)")
    func readsSSHKeygenKey() throws {
        // `ssh-keygen -t ed25519 -N "" -C test`: a fixed key, so the test needs no ssh-keygen.
        let text = """
            -----BEGIN OPENSSH PRIVATE KEY-----
            b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
            QyNTUxOQAAACAkOovBqj3MHlOkKS+bZLciuQaB3oIGMv60O2ZE+u0L0QAAAIi3LzXWty81
            1gAAAAtzc2gtZWQyNTUxOQAAACAkOovBqj3MHlOkKS+bZLciuQaB3oIGMv60O2ZE+u0L0Q
            AAAEAQrkIlD7cVsKaFCRTBxxjITgcl1XL81HI/dVkUbvU+lyQ6i8GqPcweU6QpL5tktyK5
            BoHeggYy/rQ7ZkT67QvRAAAABHRlc3QB
            -----END OPENSSH PRIVATE KEY-----
            """
        let key = try OpenSSHEd25519Key.decode(text)
        let publicKey = String(openSSHPublicKey: NIOSSHPrivateKey(ed25519Key: key).publicKey)
        #expect(publicKey == "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAICQ6i8GqPcweU6QpL5tktyK5BoHeggYy/rQ7ZkT67QvR")
    }

    @Test("what the server writes reads back; garbage and encrypted keys are refused")
    func roundTripAndRefusals() throws {
        let key = Curve25519.Signing.PrivateKey()
        let decoded = try OpenSSHEd25519Key.decode(OpenSSHEd25519Key.encode(key, comment: "c"))
        #expect(decoded.rawRepresentation == key.rawRepresentation)
        #expect(throws: OpenSSHEd25519Key.FormatError.self) { try OpenSSHEd25519Key.decode("nonsense") }
        let encrypted = OpenSSHEd25519Key.encode(key, comment: "c").replacingOccurrences(of: "bm9uZQ", with: "YWVzMj")
        #expect(throws: (any Error).self) { try OpenSSHEd25519Key.decode(encrypted) }
    }

    @Test("authorized_keys: comments, options and RSA lines skipped; the file is read again when it changes")
    func authorizedKeys() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/authorized_keys"
        let ada = NIOSSHPrivateKey(ed25519Key: .init()).publicKey
        let bob = NIOSSHPrivateKey(p256Key: .init()).publicKey
        let line = { (key: NIOSSHPublicKey, comment: String) in String(openSSHPublicKey: key) + " " + comment }
        try ("# the team\n\n" + line(ada, "ada@host") + "\nssh-rsa AAAAB3NzaC1yc2E bad\n")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let keys = AuthorizedKeys(path: path)
        #expect(keys.contains(ada))
        #expect(!keys.contains(bob))
        #expect(keys.count == 1)
        try (line(bob, "bob") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(keys.contains(bob))
        #expect(!keys.contains(ada))
        try FileManager.default.removeItem(atPath: path)
        #expect(!keys.contains(bob))
    }

    @Test("nobody gets in unless allowed; anonymous only when asked for")
    func policy() {
        let key = NIOSSHPrivateKey(ed25519Key: .init()).publicKey
        func request(_ kind: NIOSSHUserAuthenticationRequest.Request) -> NIOSSHUserAuthenticationRequest {
            NIOSSHUserAuthenticationRequest(username: "ada", serviceName: "ssh-connection", request: kind)
        }
        let closed = AuthenticationPolicy(SSHAuthentication())
        #expect(!closed.allows(request(.none)))
        #expect(!closed.allows(request(.password(.init(password: "x")))))
        #expect(!closed.allows(request(.publicKey(.init(publicKey: key)))))
        let passwords = AuthenticationPolicy(SSHAuthentication(password: { user, password in password == "secret" }))
        #expect(passwords.allows(request(.password(.init(password: "secret")))))
        #expect(!passwords.allows(request(.password(.init(password: "guess")))))
        #expect(!passwords.allows(request(.none)))
        let keys = AuthenticationPolicy(SSHAuthentication(publicKey: { user, offered in offered == key }))
        #expect(keys.allows(request(.publicKey(.init(publicKey: key)))))
        #expect(AuthenticationPolicy(.anonymous).allows(request(.none)))
    }
}
