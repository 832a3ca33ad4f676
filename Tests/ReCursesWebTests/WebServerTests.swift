import ReCurses
import ReCursesTesting
import Testing

@testable import ReCursesWeb

/// A listening server on a free loopback port, a `FieldScreen` on one shared store per session.
@MainActor
private func startServer(_ options: WebServerOptions = WebServerOptions()) async throws -> (
    WebServer, Store<CountState>
) {
    let store = Store(reducer: countReducer, state: CountState())
    let server = WebServer(port: 0, options: options) { session in
        Application(store: store, root: FieldScreen(store: store), terminal: session.terminal)
    }
    try await server.start()
    return (server, store)
}

@MainActor
private func lines(_ page: TestPage) -> [String] {
    page.page().lines
}

@MainActor
@Suite("Web server over loopback", .serialized)
struct WebServerTests {
    @Test("a page gets its own session: the app drawn, typed CJK and emoji reach it, a closed tab ends it")
    func sessionLife() async throws {
        let (server, _) = try await startServer()
        defer { server.shutdown() }
        let port = try #require(server.boundPort)
        let page = TestPage(port: port)
        #expect(await eventually { lines(page).count == 10 && lines(page).contains("Count: 0") })
        #expect(server.sessions.count == 1)
        page.send(#"{"t":"漢字😀"}"#)
        #expect(await eventually { lines(page).contains { $0.hasPrefix("漢字😀") } })
        let field = try #require(server.sessions.first?.application?.window.focusedView as? TextField)
        #expect(page.page().focus == [field.frameInWindow.origin.y, 1])
        page.send(#"{"r":[50,12]}"#)
        #expect(await eventually { lines(page).count == 12 })
        page.close()
        #expect(await eventually { server.sessions.isEmpty && server.connectionCount == 0 })
    }

    @Test("sessions share the store: a press on one page's button reaches the other page's screen")
    func sharedStore() async throws {
        let (server, _) = try await startServer()
        defer { server.shutdown() }
        let port = try #require(server.boundPort)
        let first = TestPage(port: port)
        let second = TestPage(port: port)
        #expect(await eventually { server.sessions.count == 2 && lines(second).count > 2 })
        #expect(await eventually { lines(first).contains { $0.contains("Add") } })
        let row = try #require(lines(first).firstIndex { $0.contains("Add") })
        let column = try #require(lines(first)[row].range(of: "Add")).lowerBound.utf16Offset(in: lines(first)[row])
        first.send(#"{"o":"d","b":0,"x":\#(column),"y":\#(row),"m":0}"#)
        first.send(#"{"o":"u","b":0,"x":\#(column),"y":\#(row),"m":0}"#)
        #expect(await eventually { lines(second).contains("Count: 1") })
        first.close()
        second.close()
        #expect(await eventually { server.sessions.isEmpty })
    }

    @Test("twenty open-and-close cycles leave no session and no connection")
    func noLeaks() async throws {
        let (server, _) = try await startServer()
        defer { server.shutdown() }
        let port = try #require(server.boundPort)
        weak var lastSession: WebSession?
        for _ in 0..<20 {
            let page = TestPage(port: port)
            #expect(await eventually { server.sessions.count == 1 && !page.messages.isEmpty })
            lastSession = server.sessions.first
            page.close()
            #expect(await eventually { server.sessions.isEmpty })
        }
        #expect(await eventually { server.connectionCount == 0 })
        await settle()
        #expect(await eventually { lastSession == nil })
    }

    @Test("past the maximum the page is told the server is full; the running session is untouched")
    func serverFull() async throws {
        let (server, _) = try await startServer(WebServerOptions(maximumSessions: 1))
        defer { server.shutdown() }
        let port = try #require(server.boundPort)
        let first = TestPage(port: port)
        #expect(await eventually { server.sessions.count == 1 })
        let second = TestPage(port: port)
        #expect(await eventually { second.ended != nil })
        #expect(second.ended == .closed("server full (1 sessions), try again later"))
        #expect(server.refusedSessionCount == 1)
        first.send(#"{"t":"x"}"#)
        #expect(await eventually { lines(first).contains { $0.hasPrefix("x") } })
        first.close()
    }

    @Test("malformed and oversized messages close their own socket only")
    func hostileMessages() async throws {
        let (server, _) = try await startServer(WebServerOptions(maximumMessageSize: 4096))
        defer { server.shutdown() }
        let port = try #require(server.boundPort)
        let good = TestPage(port: port)
        let malformed = TestPage(port: port)
        let oversized = TestPage(port: port)
        #expect(await eventually { server.sessions.count == 3 })
        malformed.send("{\"k\":")
        oversized.send(#"{"p":""# + String(repeating: "x", count: 10_000) + #""}"#)
        #expect(await eventually { malformed.ended != nil && oversized.ended != nil })
        #expect(malformed.ended == .closed("malformed message"))
        #expect(server.malformedMessageCount == 1)
        #expect(await eventually { server.sessions.count == 1 })
        good.send(#"{"t":"ok"}"#)
        #expect(await eventually { lines(good).contains { $0.hasPrefix("ok") } })
        good.close()
    }

    @Test("with a token, only a page that has it gets a session")
    func token() async throws {
        let (server, _) = try await startServer(WebServerOptions(access: .token("s3cret")))
        defer { server.shutdown() }
        let port = try #require(server.boundPort)
        let stranger = TestPage(port: port, query: "cols=40&rows=10&token=guess")
        #expect(await eventually { stranger.ended != nil })
        #expect(stranger.ended == .failed)
        let friend = TestPage(port: port, query: "cols=40&rows=10&token=s3cret")
        #expect(await eventually { server.sessions.count == 1 })
        friend.close()
        #expect(await eventually { server.sessions.isEmpty })
    }

    @Test("shutdown ends every session, tells the pages, and stops listening")
    func shutdown() async throws {
        let (server, _) = try await startServer()
        let port = try #require(server.boundPort)
        let pages = [TestPage(port: port), TestPage(port: port)]
        #expect(await eventually { server.sessions.count == 2 })
        server.shutdown()
        #expect(await eventually { pages.allSatisfy { $0.ended == .closed("the session ended") } })
        #expect(await eventually { server.isStopped })
        #expect(server.sessions.isEmpty)
    }
}
