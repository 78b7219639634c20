import Models
import Testing

/// Where the app may send a password: `bazaar --server URL` checks the URL with `ServerAddress` first.
@Suite(.timeLimit(.minutes(1))) struct ServerAddressTests {
    @Test(arguments: [
        "http://127.0.0.1:8080", "http://localhost:8080/", "http://[::1]:8080", "https://bazaar.example.com", "http://127.1.2.3",
    ])
    func loopbackOrHTTPSIsAccepted(text: String) throws {
        _ = try ServerAddress(text)
    }

    @Test func plainHTTPToAnotherHostNeedsTheFlag() throws {
        #expect(throws: ServerAddress.Problem.insecure(host: "bazaar.example.com")) { try ServerAddress("http://bazaar.example.com") }
        #expect(throws: ServerAddress.Problem.insecure(host: "127.0.0.1.example.com")) { try ServerAddress("http://127.0.0.1.example.com") }
        #expect(try ServerAddress("http://bazaar.example.com", allowInsecureHTTP: true).description == "http://bazaar.example.com")
    }

    @Test func aURLWithCredentialsOrAnotherSchemeOrNoHostIsRefused() {
        #expect(throws: ServerAddress.Problem.credentialsInURL) { try ServerAddress("https://demo:pw@bazaar.example.com") }
        #expect(throws: ServerAddress.Problem.unsupportedScheme("ftp")) { try ServerAddress("ftp://127.0.0.1") }
        #expect(throws: ServerAddress.Problem.notAURL("127.0.0.1:8080")) { try ServerAddress("127.0.0.1:8080") }
        #expect(throws: ServerAddress.Problem.notAURL("")) { try ServerAddress("") }
    }

    /// Requests add their paths to the address as text: a query or fragment in it sent every one elsewhere
    /// (`#x`: every call to `/`; `?x=1`: to `/api?x=1/v1/sessions`), which the person saw only as "unavailable".
    @Test(arguments: ["http://127.0.0.1:8080#x", "http://127.0.0.1:8080/api?x=1", "https://bazaar.example.com/?", "https://b.example/#"])
    func aQueryOrFragmentIsRefused(text: String) {
        #expect(throws: ServerAddress.Problem.queryOrFragment) { try ServerAddress(text) }
    }

    /// A user name and password with no host after them (or with a host no URL can hold) was refused as "not
    /// a URL", in a message that repeated the text, password and all, on stderr and in a service's journal.
    @Test(arguments: [
        "https://demo:hunter2@", "https://demo:hunter2@/", "http://demo:hunter2@127.0.0.1 8080", "demo:hunter2@bazaar.example.com",
        "//demo:hunter2@bazaar.example.com",
    ])
    func aPasswordInTheURLIsRefusedAsOneAndNeverRepeated(text: String) {
        #expect(throws: ServerAddress.Problem.credentialsInURL) { try ServerAddress(text) }
        do {
            _ = try ServerAddress(text)
        } catch {
            #expect(!error.english.contains("hunter2") && !error.japanese.contains("hunter2") && !"\(error)".contains("hunter2"))
        }
    }

    @Test func eachProblemIsOneLineThatSaysWhatToDo() {
        let problems: [ServerAddress.Problem] = [
            .notAURL("x"), .unsupportedScheme("ftp"), .credentialsInURL, .insecure(host: "h"), .queryOrFragment,
        ]
        for problem in problems {
            #expect(!problem.description.contains("\n") && problem.description.hasSuffix("."))
        }
    }
}
