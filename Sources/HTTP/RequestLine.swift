/// The parsed request line: `method SP request-target SP HTTP-version` (RFC 9112 §3).
struct RequestLine {
    let method: HTTPMethod
    /// The target in origin-form (`/path?query`), or `*` for OPTIONS.
    let target: String
    let version: HTTPVersion
    /// The host of an absolute-form target, which replaces the Host header (RFC 9112 §3.2.2).
    let authority: String?

    /// Expects a line whose target length `checkTargetLength` has already accepted.
    init(_ line: UnsafeRawBufferPointer) throws(HTTPError) {
        let space = ByteClass.space
        guard let first = line.firstIndex(of: space), let last = line.lastIndex(of: space),
              last - first > 1 else { throw .malformedRequestLine }
        let (method, isKnown) = try Self.method(UnsafeRawBufferPointer(rebasing: line[..<first]))
        self.method = method
        let target = UnsafeRawBufferPointer(rebasing: line[(first + 1)..<last])
        guard !target.contains(space) else { throw .targetContainsSpace }
        guard target.allSatisfy(ByteClass.isVisibleASCII) else { throw .targetContainsControl }
        version = try Self.version(UnsafeRawBufferPointer(rebasing: line[(last + 1)...]))
        (self.target, authority) = try Self.originForm(target, method: method)
        guard isKnown else { throw .unknownMethod(method) }
    }

    /// 414 when the target, from the first space to the next space or to the end of what has
    /// arrived, is over the limit. The parser runs this before any other check of the line, on
    /// complete and on partial lines alike, so the answer does not depend on how bytes arrive.
    static func checkTargetLength(_ line: UnsafeRawBufferPointer, limit: Int) throws(HTTPError) {
        guard line.count > limit,
              let first = ByteSearch.index(of: ByteClass.space, in: line, range: 0..<line.count) else { return }
        let start = first + 1
        let end = ByteSearch.index(of: ByteClass.space, in: line, range: start..<line.count) ?? line.count
        guard end - start <= limit else { throw .targetTooLong(limit) }
    }

    /// Methods are case-sensitive tokens (RFC 9110 §9.1); every registered one is uppercase, so a
    /// lowercase letter is a client bug rather than an extension method. A known method is found
    /// by its bytes, without making a string and hashing it; the flag says whether it was.
    private static func method(_ bytes: UnsafeRawBufferPointer) throws(HTTPError) -> (HTTPMethod, isKnown: Bool) {
        guard !bytes.isEmpty else { throw .emptyMethod }
        guard bytes.allSatisfy({ ByteClass.isToken($0) && !ByteClass.isLowercase($0) }) else { throw .invalidMethod }
        for (name, method) in knownMethods where name.withUnsafeBytes({ ByteSearch.same($0, bytes) }) { return (method, true) }
        return (HTTPMethod(String(decoding: bytes, as: UTF8.self)), false)
    }

    /// GET first: nearly every request's.
    private static let knownMethods = HTTPMethod.known.sorted { $0 == .get || ($1 != .get && $0.rawValue < $1.rawValue) }
        .map { (Array($0.rawValue.utf8), $0) }

    /// `HTTP/` DIGIT `.` DIGIT, case-sensitive (RFC 9112 §2.3); a well-formed other version is 505.
    private static func version(_ bytes: UnsafeRawBufferPointer) throws(HTTPError) -> HTTPVersion {
        guard bytes.count == 8, bytes.starts(with: "HTTP/".utf8), ByteClass.isDigit(bytes[5]),
              bytes[6] == UInt8(ascii: "."), ByteClass.isDigit(bytes[7]) else { throw .malformedVersion }
        let version = HTTPVersion(major: Int(bytes[5] - 0x30), minor: Int(bytes[7] - 0x30))
        guard version == .http1_1 || version == .http1_0 else { throw .versionNotSupported }
        return version
    }

    /// origin-form, asterisk-form for OPTIONS, or absolute-form reduced to its path and query
    /// (RFC 9112 §3.2). authority-form is for CONNECT through a proxy, which this server is not.
    private static func originForm(_ target: UnsafeRawBufferPointer,
                                   method: HTTPMethod) throws(HTTPError) -> (String, String?) {
        if target[0] == UInt8(ascii: "/") { return (String(decoding: target, as: UTF8.self), nil) }
        if target.count == 1 && target[0] == UInt8(ascii: "*") {
            guard method == .options else { throw .asteriskWithoutOptions }
            return ("*", nil)
        }
        guard let rest = schemeStripped(target) else { throw .targetNotOriginForm }
        let end = rest.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") } ?? rest.count
        let authority = UnsafeRawBufferPointer(rebasing: rest[..<end])
        guard !authority.isEmpty, authority.allSatisfy(ByteClass.isHost) else { throw .invalidAbsoluteTarget }
        let pathAndQuery = String(decoding: UnsafeRawBufferPointer(rebasing: rest[end...]), as: UTF8.self)
        let origin = pathAndQuery.hasPrefix("/") ? pathAndQuery : "/" + pathAndQuery
        return (origin, String(decoding: authority, as: UTF8.self))
    }

    /// What follows `http://` or `https://` (schemes are case-insensitive, RFC 3986 §3.1).
    private static func schemeStripped(_ target: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer? {
        for scheme in ["http://", "https://"] where target.count > scheme.utf8.count {
            let prefix = UnsafeRawBufferPointer(rebasing: target[..<scheme.utf8.count])
            if zip(prefix, scheme.utf8).allSatisfy({ HTTPHeaders.lowerASCII($0) == $1 }) {
                return UnsafeRawBufferPointer(rebasing: target[scheme.utf8.count...])
            }
        }
        return nil
    }
}
