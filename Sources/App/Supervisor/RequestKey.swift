import HTTP

/// What makes two requests "the same request" for the crash quarantine: the method, the path
/// (without the query, so a changed query string is still the same page) and who asked, as
/// the session id of the cookie (the part before the dot, never the secret); none for a
/// visitor. HEAD counts as GET, since the router answers both with the GET handler.
struct RequestKey: Equatable, Sendable {
    let method: String
    /// The path's first `Self.pathBytes` bytes: enough for the log and to tell paths apart
    /// together with `hash`, which covers the whole of it.
    let path: String
    let hash: UInt64
    let session: String?

    init(method: HTTPMethod, path: String, session: String?) {
        let method = Self.keyMethod(method)
        var path = path
        let (prefix, hash) = path.withUTF8 { bytes in
            (String(decoding: bytes.prefix(Self.pathBytes), as: UTF8.self), Self.hash(method, bytes))
        }
        self.init(method: method, path: prefix, hash: hash, session: session)
    }

    private init(method: String, path: String, hash: UInt64, session: String?) {
        self.method = method
        self.path = path
        self.hash = hash
        self.session = session
    }

    /// The session id named by a `session` cookie's value, when it has a session id's shape:
    /// anything else counts as a visitor, so a made-up cookie is not a new "who" either.
    static func session(cookie: String?) -> String? {
        guard let cookie, let dot = cookie.utf8.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        let id = cookie[..<dot]
        return Sessions.isToken(id) ? String(id) : nil
    }

    static func keyMethod(_ method: HTTPMethod) -> String {
        method == .head ? HTTPMethod.get.rawValue : method.rawValue
    }

    /// FNV-1a (64 bits) of the method, a space and the path: a few cycles a byte, which the
    /// hot path can afford. Not collision-proof against a chosen path, but a collision only
    /// refuses the chooser's own request: the method, path prefix and user are compared too.
    static func hash(_ method: String, _ path: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ byte: UInt8) {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        method.utf8.forEach(add)
        add(UInt8(ascii: " "))
        path.forEach(add)
        return hash
    }

    // MARK: The record in shared memory (`CrashRecord`)

    /// A record's layout, the same for an in-flight slot and a quarantine entry: a word of its
    /// own (the slot's state or the entry's expiry), the hash, the slot's thread, the lengths,
    /// then the bytes of the method, the session id and the path's beginning.
    static let recordBytes = 256
    static let methodBytes = 8
    static let sessionBytes = 48
    static let pathBytes = 168
    private static let hashOffset = 8
    static let ownerOffset = 16
    private static let lengthsOffset = 24
    private static let methodOffset = 32
    private static let sessionOffset = methodOffset + methodBytes
    private static let pathOffset = sessionOffset + sessionBytes

    /// Writes the hash, method and path; the session is written on its own (`writeSession`),
    /// since the hot path learns it only for a routed request.
    static func writeRequest(method: HTTPMethod, path: String, to record: UnsafeMutableRawPointer) {
        let method = keyMethod(method)
        var path = path
        path.withUTF8 { bytes in
            record.storeBytes(of: hash(method, bytes), toByteOffset: hashOffset, as: UInt64.self)
            let pathCount = min(bytes.count, pathBytes)
            let methodCount = min(method.utf8.count, methodBytes)
            record.storeBytes(of: UInt8(methodCount), toByteOffset: lengthsOffset, as: UInt8.self)
            record.storeBytes(of: 0, toByteOffset: lengthsOffset + 1, as: UInt8.self)
            record.storeBytes(of: UInt16(pathCount), toByteOffset: lengthsOffset + 2, as: UInt16.self)
            copy(method.utf8.prefix(methodCount), to: record + methodOffset)
            (record + pathOffset).copyMemory(from: bytes.baseAddress!, byteCount: pathCount)
        }
    }

    static func writeSession(_ session: String?, to record: UnsafeMutableRawPointer) {
        guard let session, session.utf8.count <= sessionBytes else { return }
        copy(session.utf8, to: record + sessionOffset)
        record.storeBytes(of: UInt8(session.utf8.count), toByteOffset: lengthsOffset + 1, as: UInt8.self)
    }

    func write(to record: UnsafeMutableRawPointer) {
        record.storeBytes(of: hash, toByteOffset: Self.hashOffset, as: UInt64.self)
        record.storeBytes(of: UInt8(method.utf8.count), toByteOffset: Self.lengthsOffset, as: UInt8.self)
        record.storeBytes(of: 0, toByteOffset: Self.lengthsOffset + 1, as: UInt8.self)
        record.storeBytes(of: UInt16(path.utf8.count), toByteOffset: Self.lengthsOffset + 2, as: UInt16.self)
        Self.copy(method.utf8, to: record + Self.methodOffset)
        Self.copy(path.utf8, to: record + Self.pathOffset)
        Self.writeSession(session, to: record)
    }

    init(record: UnsafeRawPointer) {
        let methodCount = Int(record.load(fromByteOffset: Self.lengthsOffset, as: UInt8.self))
        let sessionCount = Int(record.load(fromByteOffset: Self.lengthsOffset + 1, as: UInt8.self))
        let pathCount = Int(record.load(fromByteOffset: Self.lengthsOffset + 2, as: UInt16.self))
        func text(_ offset: Int, _ count: Int, limit: Int) -> String {
            String(decoding: UnsafeRawBufferPointer(start: record + offset, count: min(count, limit)), as: UTF8.self)
        }
        self.init(method: text(Self.methodOffset, methodCount, limit: Self.methodBytes),
                  path: text(Self.pathOffset, pathCount, limit: Self.pathBytes),
                  hash: record.load(fromByteOffset: Self.hashOffset, as: UInt64.self),
                  session: sessionCount == 0 ? nil : text(Self.sessionOffset, sessionCount, limit: Self.sessionBytes))
    }

    private static func copy(_ bytes: some Sequence<UInt8>, to destination: UnsafeMutableRawPointer) {
        for (offset, byte) in bytes.enumerated() { destination.storeBytes(of: byte, toByteOffset: offset, as: UInt8.self) }
    }
}
