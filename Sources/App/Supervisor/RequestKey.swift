import HTTP
import Pages

/// What makes two requests "the same request" for the crash quarantine: the method, the path
/// as its route reads it (`CanonicalPath`: without the query, so a changed query string is
/// still the same page, and `/routines/01` is `/routines/1`) and who asked, as the session id
/// of the cookie (the part before the dot, never the secret); none for a visitor. HEAD counts
/// as GET, since the router answers both with the GET handler. The client's address goes along,
/// for the pauses of writes by address (`Quarantine.refusal`).
struct RequestKey: Equatable, Sendable {
    let method: String
    /// The path's first `Self.pathBytes` bytes: enough for the log and to tell paths apart
    /// together with `hash`, which covers the whole of it.
    let path: String
    let hash: UInt64
    let session: String?
    /// The client's address (`Services.clientAddress`), at most `addressBytes` long.
    let address: String

    init(method: HTTPMethod, path: String, session: String?, address: String = "") {
        self.init(method: Self.keyMethod(method), path: String(decoding: path.utf8.prefix(Self.pathBytes), as: UTF8.self),
                  hash: Self.hash(method: method, path: path), session: session,
                  address: String(decoding: address.utf8.prefix(Self.addressBytes), as: UTF8.self))
    }

    private init(method: String, path: String, hash: UInt64, session: String?, address: String) {
        self.method = method
        self.path = path
        self.hash = hash
        self.session = session
        self.address = address
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

    /// FNV-1a (64 bits) of the method, a space and the path: a few instructions a byte, which
    /// the hot path can afford. Not collision-proof against a chosen path, but a collision only
    /// refuses the chooser's own request: the method, path prefix and user are compared too.
    static func hash(_ method: UnsafeBufferPointer<UInt8>, _ path: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in method { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        hash = (hash ^ UInt64(UInt8(ascii: " "))) &* 0x0000_0100_0000_01b3
        for byte in path { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }

    /// The hash of a request's method and path (`hash`).
    static func hash(method: HTTPMethod, path: String) -> UInt64 {
        var method = keyMethod(method)
        var path = path
        return method.withUTF8 { method in path.withUTF8 { hash(method, $0) } }
    }

    // MARK: The record in shared memory (`CrashRecord`)

    /// A record's layout, the same for an in-flight slot and a quarantine entry: a word of its
    /// own (the slot's state or the entry's expiry), the hash, the slot's thread (an entry's
    /// member), the lengths (and an entry's kind of asker, `askerOffset`), then the bytes of the
    /// method, the session id, the path's beginning and the address.
    static let recordBytes = 320
    static let methodBytes = 8
    static let sessionBytes = 48
    static let pathBytes = 168
    /// An IPv6 address as text is at most 45 bytes (INET6_ADDRSTRLEN less its NUL).
    static let addressBytes = 48
    private static let hashOffset = 8
    static let ownerOffset = 16
    private static let lengthsOffset = 24
    /// A byte of the lengths' word that a slot leaves zero: an entry's `CrashAsker` kind.
    static let askerOffset = lengthsOffset + 5
    private static let methodOffset = 32
    private static let sessionOffset = methodOffset + methodBytes
    private static let pathOffset = sessionOffset + sessionBytes
    private static let addressOffset = pathOffset + pathBytes

    /// Writes the hash, method, path and address, and no session: the hot path learns who asks
    /// only for a request that reaches a page (`writeSession`). Three short copies and a few stores.
    static func writeRequest(method: HTTPMethod, path: String, address: String, to record: UnsafeMutableRawPointer) {
        var method = keyMethod(method)
        var path = path
        method.withUTF8 { method in
            path.withUTF8 { write(hash: hash(method, $0), method: method, path: $0, to: record) }
        }
        writeAddress(address, to: record)
        record.storeBytes(of: 0, toByteOffset: lengthsOffset + 1, as: UInt8.self)
    }

    private static func writeAddress(_ address: String, to record: UnsafeMutableRawPointer) {
        var address = address
        address.withUTF8 { bytes in
            let count = min(bytes.count, addressBytes)
            if let start = bytes.baseAddress { (record + addressOffset).copyMemory(from: start, byteCount: count) }
            record.storeBytes(of: UInt8(count), toByteOffset: lengthsOffset + 4, as: UInt8.self)
        }
    }

    /// Writes who asks, or that nobody signed in did.
    static func writeSession(_ session: String?, to record: UnsafeMutableRawPointer) {
        guard var session, session.utf8.count <= sessionBytes else {
            record.storeBytes(of: 0, toByteOffset: lengthsOffset + 1, as: UInt8.self)
            return
        }
        session.withUTF8 { (record + sessionOffset).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        record.storeBytes(of: UInt8(session.utf8.count), toByteOffset: lengthsOffset + 1, as: UInt8.self)
    }

    func write(to record: UnsafeMutableRawPointer) {
        var method = method
        var path = path
        method.withUTF8 { method in
            path.withUTF8 { Self.write(hash: hash, method: method, path: $0, to: record) }
        }
        Self.writeAddress(address, to: record)
        Self.writeSession(session, to: record)
    }

    private static func write(hash: UInt64, method: UnsafeBufferPointer<UInt8>, path: UnsafeBufferPointer<UInt8>,
                              to record: UnsafeMutableRawPointer) {
        let methodCount = min(method.count, methodBytes)
        let pathCount = min(path.count, pathBytes)
        record.storeBytes(of: hash, toByteOffset: hashOffset, as: UInt64.self)
        record.storeBytes(of: UInt8(methodCount), toByteOffset: lengthsOffset, as: UInt8.self)
        record.storeBytes(of: UInt16(pathCount), toByteOffset: lengthsOffset + 2, as: UInt16.self)
        if let start = method.baseAddress { (record + methodOffset).copyMemory(from: start, byteCount: methodCount) }
        if let start = path.baseAddress { (record + pathOffset).copyMemory(from: start, byteCount: pathCount) }
    }

    init(record: UnsafeRawPointer) {
        let methodCount = Int(record.load(fromByteOffset: Self.lengthsOffset, as: UInt8.self))
        let sessionCount = Int(record.load(fromByteOffset: Self.lengthsOffset + 1, as: UInt8.self))
        let pathCount = Int(record.load(fromByteOffset: Self.lengthsOffset + 2, as: UInt16.self))
        let addressCount = Int(record.load(fromByteOffset: Self.lengthsOffset + 4, as: UInt8.self))
        func text(_ offset: Int, _ count: Int, limit: Int) -> String {
            String(decoding: UnsafeRawBufferPointer(start: record + offset, count: min(count, limit)), as: UTF8.self)
        }
        self.init(method: text(Self.methodOffset, methodCount, limit: Self.methodBytes),
                  path: text(Self.pathOffset, pathCount, limit: Self.pathBytes),
                  hash: record.load(fromByteOffset: Self.hashOffset, as: UInt64.self),
                  session: sessionCount == 0 ? nil : text(Self.sessionOffset, sessionCount, limit: Self.sessionBytes),
                  address: text(Self.addressOffset, addressCount, limit: Self.addressBytes))
    }
}
