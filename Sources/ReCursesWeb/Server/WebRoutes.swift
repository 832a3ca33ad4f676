import Dispatch
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import TerminalCore

/// The server's HTTP side, on Hummingbird's event loops: the page, its script and style sheet, a
/// `/status` summary, and `/session`, the WebSocket a page's session runs on. Every request passes
/// the access check; the socket's upgrade also the origin check.
struct WebRoutes: Sendable {
    /// The server sessions are opened on.
    let server: WebServer
    /// Access, origins and limits.
    let options: WebServerOptions

    /// The Hummingbird application that listens on `host`:`port` and reports the bound port.
    func application(host: String, port: Int, onRunning: @escaping @Sendable (Int) -> Void)
        -> some ApplicationProtocol
    {
        let router = Router(context: BasicWebSocketRequestContext.self)
        let page = PageHTML.text(title: options.title)
        router.get("/") { request, _ in try respond(request, body: page, type: "text/html; charset=utf-8") }
        router.get("/recurses.js") { request, _ in
            try respond(request, body: PageScript.text, type: "text/javascript; charset=utf-8")
        }
        router.get("/recurses.css") { request, _ in
            try respond(request, body: PageStyle.text, type: "text/css; charset=utf-8")
        }
        router.get("/status") { [server] request, _ in
            let body = await MainActor.run {
                #"{"sessions":\#(server.sessions.count),"connections":\#(server.connectionCount),"refused":\#(server.refusedSessionCount),"malformed":\#(server.malformedMessageCount)}"#
            }
            return try respond(request, body: body, type: "application/json")
        }
        router.ws("/session", shouldUpgrade: { request, _ in try upgrade(request) }) { inbound, outbound, context in
            await session(inbound: inbound, outbound: outbound, request: context.request)
        }
        var logger = Logger(label: "recurses-web")
        logger.logLevel = .critical
        let limit = options.maximumMessageSize
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(
                webSocketRouter: router,
                configuration: .init(ws: .init(maxFrameSize: limit, autoPing: .enabled(timePeriod: .seconds(30))))),
            configuration: .init(address: .hostname(host, port: port), serverName: nil),
            onServerRunning: { channel in onRunning(channel.localAddress?.port ?? port) },
            logger: logger)
    }

    // MARK: Requests

    private func respond(_ request: Request, body: String, type: String) throws -> Response {
        _ = try user(of: request)
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        headers[.contentSecurityPolicy] = "default-src 'self'; connect-src 'self' ws: wss:; frame-ancestors 'none'"
        headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: body)))
    }

    /// The user a request comes from, or the refusal (401 asking for basic credentials, or 403).
    private func user(of request: Request) throws -> String {
        let token = request.uri.queryParameters["token"].map(String.init)
        if let user = options.access.user(authorization: request.headers[.authorization], token: token) {
            return user
        }
        if case .basic = options.access {
            throw HTTPError(.unauthorized, headers: [.wwwAuthenticate: #"Basic realm="recurses", charset="UTF-8""#])
        }
        throw HTTPError(.forbidden)
    }

    private func upgrade(_ request: Request) throws -> RouterShouldUpgrade {
        _ = try user(of: request)
        guard originAllowed(request) else { throw HTTPError(.forbidden, message: "origin not allowed") }
        return .upgrade([:])
    }

    /// Whether the page that opens a socket may (see `originAllowed(_:authority:allowed:)`).
    private func originAllowed(_ request: Request) -> Bool {
        Self.originAllowed(
            request.headers[.origin], authority: request.head.authority, allowed: options.allowedOrigins)
    }

    /// Whether a socket's request from `origin` to `authority` (the `Host` it was sent to) may open a
    /// session. A browser always names the page's origin (`http://host:port`), which must be an
    /// allowed one, by default the server itself. A request that names no origin, or a `ws:`/`wss:`
    /// one, which no page has, comes from no browser, so no other site's page can be behind it.
    static func originAllowed(_ origin: String?, authority: String?, allowed: Set<String>?) -> Bool {
        guard let origin, !origin.hasPrefix("ws://"), !origin.hasPrefix("wss://") else { return true }
        if let allowed { return allowed.contains(origin) }
        guard let authority else { return false }
        return origin == "http://\(authority)" || origin == "https://\(authority)"
    }

    // MARK: Sessions

    /// Runs one page's socket: a writing task sends what the session's terminal queued, this task
    /// reads the page's messages and hands them to the main actor in order.
    private func session(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, request: Request) async {
        let query = request.uri.queryParameters
        let size = Size(
            width: query["cols"].flatMap { Int(String($0)) } ?? 80,
            height: query["rows"].flatMap { Int(String($0)) } ?? 24)
        let token = query["token"].map(String.init)
        let user = options.access.user(authorization: request.headers[.authorization], token: token) ?? ""
        let (stream, continuation) = AsyncStream.makeStream(of: WebConnection.Outgoing.self)
        let connection = WebConnection(outgoing: continuation, backlogLimit: options.outputBacklogLimit)
        let server = server
        await MainActor.run { server.open(connection, user: user, size: size) }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await Self.write(stream, to: outbound, connection: connection) }
            let failure = await read(inbound, connection: connection)
            onMain {
                if let failure { server.refuse(connection, reason: failure) }
                server.closed(connection)
            }
            await group.waitForAll()
        }
    }

    /// Reads messages until the page closes the socket; returns why the socket must close when a
    /// message was not one of the protocol's.
    private func read(_ inbound: WebSocketInboundStream, connection: WebConnection) async -> String? {
        do {
            for try await message in inbound.messages(maxSize: options.maximumMessageSize) {
                guard case .text(let text) = message, let decoded = ClientMessage.decode(text) else {
                    return "malformed message"
                }
                guard let meaning = WebInput.meaning(of: decoded) else { continue }
                onMain { connection.session?.receive(meaning) }
            }
        } catch {
            return nil
        }
        return nil
    }

    private static func write(
        _ stream: AsyncStream<WebConnection.Outgoing>, to outbound: WebSocketOutboundWriter, connection: WebConnection
    ) async {
        for await item in stream {
            switch item {
            case .text(let text):
                let count = text.utf8.count
                do {
                    try await outbound.write(.text(text))
                } catch {
                    return
                }
                onMain { connection.sent(count) }
            case .close(let reason):
                try? await outbound.close(.normalClosure, reason: reason)
                return
            }
        }
    }
}

/// Runs `work` on the main actor after everything handed over before it.
private func onMain(_ work: @escaping @MainActor @Sendable () -> Void) {
    DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
}
