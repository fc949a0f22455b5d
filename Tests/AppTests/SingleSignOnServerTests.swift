import Foundation
import HTTPSClient
import TestClient
import TestOIDC
import TestSupport
import XCTest

/// The real `liftinglog` binary, configured by its flags and a variable as an operator would,
/// signs a member in through the provider of our own over TLS.
final class SingleSignOnServerTests: XCTestCase {
    func testTheBinarySignsInThroughTheProvider() throws {
        let certificates = try TestCertificates.make()
        defer { certificates.remove() }
        let provider = try TestOIDCProvider(certificates: certificates, key: TestSigningKey(.es256, id: "binary"))
        defer { provider.stop() }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let secretFile = folder.path + "/client-secret"
        try (TestOIDCProvider.clientSecret + "\n").write(toFile: secretFile, atomically: true, encoding: .utf8)
        let site = "https://lift.example.org"
        let server = try ServerProcess(folder: folder.path, arguments: [
            "--public-url", site, "--oidc-issuer", provider.issuer, "--oidc-client-id", TestOIDCProvider.clientID,
            "--oidc-ca-file", certificates.caFile, "--oidc-name", "Gym ID", "--oidc-signup",
        ], environment: ["LIFTINGLOG_OIDC_CLIENT_SECRET_FILE": secretFile])
        defer { server.stop() }

        XCTAssertTrue(try TestClient(port: server.port).request("GET", "/login").text.contains("Sign in with Gym ID"))
        let start = try TestClient(port: server.port).request("GET", "/login/oidc")
        XCTAssertEqual(start.status, 303, start.text)
        let cookies = start.headers.filter { $0.name.lowercased() == "set-cookie" }.map { $0.value.prefix { $0 != ";" } }.joined(separator: "; ")
        let approval = try HTTPSClient(trust: .caFile(certificates.caFile)).get(HTTPSURL(try XCTUnwrap(start.header("Location"))))
        let back = try XCTUnwrap(approval.header("Location"))
        let callback = try TestClient(port: server.port).request("GET", String(back.dropFirst(site.count)), headers: ["Cookie": cookies])
        XCTAssertEqual(callback.status, 303, callback.text)
        XCTAssertEqual(callback.header("Location"), "/settings")
        let session = try XCTUnwrap(callback.headers.first { $0.name.lowercased() == "set-cookie" && $0.value.hasPrefix("session=") }?.value.prefix { $0 != ";" })
        let home = try TestClient(port: server.port).request("GET", "/", headers: ["Cookie": String(session)])
        XCTAssertTrue(home.text.contains("Hello, Grace"), home.text)
    }
}
