import Glibc
import HTTPSClient
import TestOIDC
import XCTest

/// The HTTPS client against servers of our own on loopback, their certificates made by a test CA.
final class HTTPSClientTests: XCTestCase {
    private var certificates: TestCertificates!
    private var servers: [TestTLSServer] = []

    override func setUpWithError() throws { certificates = try TestCertificates.make() }

    override func tearDown() {
        servers.forEach { $0.stop() }
        certificates.remove()
    }

    private func serve(certificate: String? = nil, key: String? = nil,
                       _ handler: @escaping @Sendable (TestTLSServer.Request) -> TestTLSServer.Response) throws -> TestTLSServer {
        let server = try TestTLSServer(certificate: certificate ?? certificates.serverCertificate, key: key ?? certificates.serverKey, handler: handler)
        servers.append(server)
        return server
    }

    private var client: HTTPSClient { HTTPSClient(trust: .caFile(certificates.caFile), timeout: 5000) }

    func testGetsAnswerWithContentLengthAndChunkedBodies() throws {
        let body = String(repeating: "0123456789", count: 3000)
        let server = try serve { request in
            TestTLSServer.Response(body: body, chunkSize: request.path == "/chunked" ? 777 : nil)
        }
        let plain = try client.get(HTTPSURL(server.origin + "/plain"))
        XCTAssertEqual(plain.status, 200)
        XCTAssertEqual(plain.header("Content-Type"), "application/json")
        XCTAssertEqual(String(decoding: plain.body, as: UTF8.self), body)
        let chunked = try client.get(HTTPSURL(server.origin + "/chunked"))
        XCTAssertEqual(chunked.header("transfer-encoding"), "chunked")
        XCTAssertEqual(String(decoding: chunked.body, as: UTF8.self), body)
    }

    func testPostsAFormWithItsFieldsEscaped() throws {
        let server = try serve { request in
            TestTLSServer.Response(body: request.method + " " + request.target + " " + request.headers["content-type", default: ""] + " " + request.body
                                   + " " + request.headers["x-extra", default: ""])
        }
        let answer = try client.post(HTTPSURL(server.origin + "/token?x=1"), form: [("code", "a&b=c"), ("secret", "plus+ space")], headers: [("X-Extra", "yes")])
        XCTAssertEqual(String(decoding: answer.body, as: UTF8.self),
                       "POST /token?x=1 application/x-www-form-urlencoded code=a%26b%3Dc&secret=plus%2B%20space yes")
    }

    func testRefusesACertificateNoTrustedCASigned() throws {
        let server = try serve(certificate: certificates.rogueCertificate, key: certificates.rogueKey) { _ in TestTLSServer.Response(body: "{}") }
        XCTAssertThrowsError(try client.get(HTTPSURL(server.origin + "/"))) { error in
            XCTAssertTrue("\(error)".contains("is not trusted"), "\(error)")
        }
    }

    func testTheSystemStoreDoesNotTrustThePrivateCA() throws {
        let server = try serve { _ in TestTLSServer.Response(body: "{}") }
        XCTAssertThrowsError(try HTTPSClient(trust: .system, timeout: 5000).get(HTTPSURL(server.origin + "/"))) { error in
            XCTAssertTrue("\(error)".contains("is not trusted"), "\(error)")
        }
    }

    func testRefusesACertificateForAnotherHostName() throws {
        let server = try serve(certificate: certificates.otherNameCertificate) { _ in TestTLSServer.Response(body: "{}") }
        XCTAssertThrowsError(try client.get(HTTPSURL(server.origin + "/"))) { error in
            XCTAssertTrue("\(error)".contains("is not trusted"), "\(error)")
            XCTAssertTrue("\(error)".lowercased().contains("mismatch"), "\(error)")
        }
    }

    func testRefusesAnAnswerOverTheLimitEitherWayItIsFramed() throws {
        let server = try serve { request in
            TestTLSServer.Response(body: String(repeating: "x", count: 5000), chunkSize: request.path == "/chunked" ? 1000 : nil)
        }
        let small = HTTPSClient(trust: .caFile(certificates.caFile), timeout: 5000, limit: 4096)
        for path in ["/plain", "/chunked"] {
            XCTAssertThrowsError(try small.get(HTTPSURL(server.origin + path))) { error in
                XCTAssertTrue("\(error)".contains("longer than 4096 bytes"), "\(path): \(error)")
            }
        }
        XCTAssertEqual(try HTTPSClient(trust: .caFile(certificates.caFile), timeout: 5000, limit: 5000).get(HTTPSURL(server.origin + "/plain")).body.count, 5000)
    }

    func testGivesUpOnAServerThatNeverAnswers() throws {
        // A listener that never accepts: the kernel completes the TCP handshake, TLS gets no reply.
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 && listen(listener, 4) == 0 && getsockname(listener, $0, &length) == 0 }
        }
        let port = UInt16(bigEndian: address.sin_port)
        let started = Date()
        XCTAssertThrowsError(try HTTPSClient(trust: .caFile(certificates.caFile), timeout: 500).get(HTTPSURL("https://127.0.0.1:\(port)/"))) { error in
            XCTAssertTrue("\(error)".contains("handshake"), "\(error)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 3)
    }

    func testReadsOnlyHTTPSAddresses() throws {
        XCTAssertThrowsError(try HTTPSURL("http://127.0.0.1/"))
        XCTAssertThrowsError(try HTTPSURL("https://user@host/"))
        XCTAssertThrowsError(try HTTPSURL("https://host:99999/"))
        let url = try HTTPSURL("https://[::1]:8443?a=b#frag")
        XCTAssertEqual(url.host, "::1")
        XCTAssertEqual(url.port, 8443)
        XCTAssertEqual(url.target, "/?a=b")
        XCTAssertEqual(try HTTPSURL("https://id.example.org/realms/gym").description, "https://id.example.org/realms/gym")
    }
}
