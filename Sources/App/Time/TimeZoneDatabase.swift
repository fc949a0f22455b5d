import Domain
import Glibc
import Synchronization

/// The IANA time zones installed on the machine (`/usr/share/zoneinfo` from the tzdata
/// package), loaded on first use and kept: handlers on several threads share one database.
public final class TimeZoneDatabase: Sendable {
    public let directory: String
    private let loaded = Mutex<[String: TimeZoneRules]>([:])
    let listing = Mutex<[String]?>(nil)

    /// Zone files are a few kilobytes; anything larger is not one.
    static let maxFileSize = 256 * 1024
    /// Known even where tzdata is missing (slim container images), so the default works.
    static let builtInUTC: Set<String> = ["UTC", "Etc/UTC"]
    private static let nameBytes = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/_-+".utf8)

    public init(directory: String = "/usr/share/zoneinfo") {
        self.directory = directory
    }

    /// The rules of the zone `name`, read from disk the first time.
    public func rules(named name: String) throws(TimeZoneError) -> TimeZoneRules {
        guard Self.isValidName(name) else { throw .invalidName(name) }
        if let rules = loaded.withLock({ $0[name] }) { return rules }
        let rules = try load(name)
        loaded.withLock { $0[name] = rules }
        return rules
    }

    /// IANA names are letters, digits, `/`, `_`, `-` and `+` (tzdata's theory.html), at most 64
    /// characters, with no empty part: a name from a form can never leave the folder, since
    /// neither `.` nor a leading `/` can be written.
    public static func isValidName(_ name: String) -> Bool {
        (1...64).contains(name.utf8.count) && name.utf8.allSatisfy(nameBytes.contains)
            && !name.split(separator: "/", omittingEmptySubsequences: false).contains { $0.isEmpty }
    }

    private func load(_ name: String) throws(TimeZoneError) -> TimeZoneRules {
        let path = directory + "/" + name
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            if Self.builtInUTC.contains(name) { return .utc }
            throw .unknown(name, directory: directory)
        }
        guard let bytes = Self.prefix(of: path, count: Self.maxFileSize + 1) else {
            throw .unreadable(name, reason: String(cString: strerror(errno)))
        }
        guard bytes.count <= Self.maxFileSize else { throw .unreadable(name, reason: "larger than \(Self.maxFileSize) bytes") }
        do {
            return try TimeZoneRules(tzif: bytes)
        } catch {
            throw .damaged(name, error)
        }
    }

    /// Up to `count` bytes from the start of the file, or nil when it cannot be read.
    static func prefix(of path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let result = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, count - filled) }
            if result < 0 && errno == EINTR { continue }
            guard result >= 0 else { return nil }
            if result == 0 { break }
            filled += result
        }
        return Array(bytes[0..<filled])
    }
}
