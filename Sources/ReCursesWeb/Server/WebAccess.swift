import Foundation

/// Who may open a `WebServer`'s page and sessions.
public enum WebAccess: Sendable, Hashable {
    /// Anyone who reaches the server.
    case anyone
    /// Whoever has the token: the page is opened as `/?token=…`, and its script passes the token on
    /// to the session's socket.
    case token(String)
    /// Whoever logs in with this name and password (HTTP basic authentication, which the browser asks
    /// for and sends again with the socket's request).
    case basic(user: String, password: String)

    /// The user a request comes from when it may come in (`""` for anyone), or nil.
    func user(authorization: String?, token: String?) -> String? {
        switch self {
        case .anyone:
            return ""
        case .token(let expected):
            guard let token, Self.constantTimeEqual(token, expected) else { return nil }
            return ""
        case .basic(let user, let password):
            guard let authorization, authorization.lowercased().hasPrefix("basic "),
                let data = Data(base64Encoded: String(authorization.dropFirst(6)).trimmingCharacters(in: .whitespaces)),
                let credentials = String(data: data, encoding: .utf8)
            else { return nil }
            return Self.constantTimeEqual(credentials, "\(user):\(password)") ? user : nil
        }
    }

    /// Compares without stopping at the first difference (the time taken tells nothing of the secret).
    private static func constantTimeEqual(_ given: String, _ expected: String) -> Bool {
        let a = Array(given.utf8)
        let b = Array(expected.utf8)
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for index in 0..<max(a.count, b.count) {
            difference |= (index < a.count ? a[index] : 0) ^ (index < b.count ? b[index] : 0)
        }
        return difference == 0
    }
}
