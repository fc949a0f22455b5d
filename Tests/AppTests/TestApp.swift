import Crypto
import Foundation
import Glibc
import HTTP
import SQLite
import TestSupport
@testable import App
@testable import Pages

/// Builds the real app on a temporary database, with the project's own Views/ and Public/.
enum TestApp {
    static let projectRoot: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    static func temporaryFolder() -> String {
        TemporaryFolder().path
    }

    static func config(folder: String = temporaryFolder()) -> Config {
        var config = Config()
        config.databasePath = folder + "/data/test.sqlite"
        config.resourcesDirectory = projectRoot
        config.passwordHasher = .forTestsOnly
        config.logLevel = .error
        config.server.port = 0
        config.server.accessLog = false
        return config
    }

    static func make(_ adjust: (inout Config) -> Void = { _ in }) throws -> App {
        var config = config()
        adjust(&config)
        return try App.make(config: config)
    }

    static func remove(_ app: App) {
        app.database.close()
        remove(folderOf: app.config)
    }

    /// Removes the temporary folder `config(folder:)` put the database in.
    static func remove(folderOf config: Config) {
        TemporaryFolder(existing: "/" + config.databasePath.split(separator: "/").dropLast(2).joined(separator: "/")).remove()
    }
}

extension App {
    /// The files of uploads kept at import previews, beside the database.
    func previewFiles() throws -> [String] {
        let folder = database.folder + "/previews"
        guard FileManager.default.fileExists(atPath: folder) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    /// Runs `sql` on this app's database, as another process would.
    func execute(_ sql: String) throws {
        let connection = try Connection(path: config.databasePath)
        defer { connection.close() }
        try connection.execute(sql)
    }

    /// A `SELECT count(*) …` on this app's database.
    func count(_ sql: String) throws -> Int {
        try TestSupport.count(sql, in: config.databasePath)
    }

    func get(_ target: String, headers: HTTPHeaders = [:]) -> Response {
        var all: HTTPHeaders = ["Host": "localhost"]
        for field in headers { all.add(field.name, field.value) }
        return respond(to: Request(method: .get, target: target, headers: all))
    }
}

extension Response {
    var text: String { String(decoding: body, as: UTF8.self) }

    /// `text` with the CSRF token as `TOKEN`: each page built masks it anew (`MaskedToken`),
    /// so two builds of a page are the same but for it.
    var textWithoutToken: String {
        text.replacingOccurrences(of: #"name="csrf_token" value="[^"]+""#, with: #"name="csrf_token" value="TOKEN""#,
                                  options: .regularExpression)
    }
}
