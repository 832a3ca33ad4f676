import Foundation
import Testing

@testable import ReCursesWeb

@Suite("Web access")
struct WebAccessTests {
    private func basic(_ credentials: String) -> String {
        "Basic " + Data(credentials.utf8).base64EncodedString()
    }

    @Test("anyone gets in without a token or credentials")
    func anyone() {
        #expect(WebAccess.anyone.user(authorization: nil, token: nil) == "")
    }

    @Test("a token must match exactly")
    func token() {
        let access = WebAccess.token("s3cret")
        #expect(access.user(authorization: nil, token: "s3cret") == "")
        #expect(access.user(authorization: nil, token: "s3cre") == nil)
        #expect(access.user(authorization: nil, token: "s3cret!") == nil)
        #expect(access.user(authorization: nil, token: nil) == nil)
    }

    @Test("basic authentication names the user; wrong or malformed credentials are refused")
    func basicAuthentication() {
        let access = WebAccess.basic(user: "ada", password: "pw")
        #expect(access.user(authorization: basic("ada:pw"), token: nil) == "ada")
        #expect(access.user(authorization: basic("ada:wrong"), token: nil) == nil)
        #expect(access.user(authorization: "Basic !!!", token: nil) == nil)
        #expect(access.user(authorization: nil, token: "pw") == nil)
    }

    @Test("the page's title is escaped")
    func pageTitle() {
        let page = PageHTML.text(title: "<b>\"x\"</b>")
        #expect(page.contains("&lt;b&gt;&quot;x&quot;&lt;/b&gt;"))
        #expect(!page.contains("<b>"))
    }

    @Test("a page of another origin cannot open a session; the server's own page and non-browsers can")
    func origins() {
        let check = WebRoutes.originAllowed
        #expect(check("http://127.0.0.1:8080", "127.0.0.1:8080", nil))
        #expect(check("https://example.org", "example.org", nil))
        #expect(!check("http://evil.example", "127.0.0.1:8080", nil))
        #expect(!check("http://127.0.0.1:9999", "127.0.0.1:8080", nil))
        #expect(!check("null", "127.0.0.1:8080", nil))
        #expect(check(nil, "127.0.0.1:8080", nil))
        #expect(check("ws://127.0.0.1", "127.0.0.1:8080", nil))
        #expect(check("http://app.example", "127.0.0.1:8080", ["http://app.example"]))
        #expect(!check("http://127.0.0.1:8080", "127.0.0.1:8080", ["http://app.example"]))
    }
}
