import Foundation

/// A test CA and a server certificate it signed for 127.0.0.1 and localhost, made with the
/// `openssl` command in a temporary folder; and a second, self-made certificate for the same
/// names that no trusted CA signed.
public struct TestCertificates: Sendable {
    public let folder: String
    public var caFile: String { folder + "/ca.pem" }
    public var serverCertificate: String { folder + "/server.pem" }
    public var serverKey: String { folder + "/server-key.pem" }
    public var rogueCertificate: String { folder + "/rogue.pem" }
    public var rogueKey: String { folder + "/rogue-key.pem" }
    /// Signed by the CA, but for another host name.
    public var otherNameCertificate: String { folder + "/other.pem" }

    public static func make() throws -> TestCertificates {
        let folder = NSTemporaryDirectory() + "oidc-certs-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let names = "subjectAltName=IP:127.0.0.1,DNS:localhost"
        try openssl(["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "2",
                     "-subj", "/CN=Lifting Log Test CA", "-keyout", folder + "/ca-key.pem", "-out", folder + "/ca.pem"])
        try openssl(["req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-subj", "/CN=localhost",
                     "-keyout", folder + "/server-key.pem", "-out", folder + "/server.csr"])
        try openssl(["x509", "-req", "-in", folder + "/server.csr", "-CA", folder + "/ca.pem", "-CAkey", folder + "/ca-key.pem",
                     "-CAcreateserial", "-days", "2", "-extfile", "/dev/stdin", "-out", folder + "/server.pem"], input: names)
        try openssl(["x509", "-req", "-in", folder + "/server.csr", "-CA", folder + "/ca.pem", "-CAkey", folder + "/ca-key.pem",
                     "-CAcreateserial", "-days", "2", "-extfile", "/dev/stdin", "-out", folder + "/other.pem"],
                    input: "subjectAltName=DNS:other.example")
        try openssl(["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "2",
                     "-subj", "/CN=localhost", "-addext", names, "-keyout", folder + "/rogue-key.pem", "-out", folder + "/rogue.pem"])
        return TestCertificates(folder: folder)
    }

    public func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private static func openssl(_ arguments: [String], input: String? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        let feed = Pipe()
        process.standardInput = feed
        try process.run()
        if let input { feed.fileHandleForWriting.write(Data(input.utf8)) }
        try feed.fileHandleForWriting.close()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0 else { throw CertificateError(message: "openssl \(arguments[0]) failed: \(message)") }
    }

    struct CertificateError: Error {
        let message: String
    }
}
