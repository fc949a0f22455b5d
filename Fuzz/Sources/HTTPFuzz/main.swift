import HTTP

/// libFuzzer entry point. The input is parsed twice, once in a single append and once in
/// slices whose sizes come from the input itself; both must give the same requests and the
/// same error, or the parser depends on how bytes arrive. Decoders run on every request.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    // Small limits on half the inputs, so short inputs reach the limit checks too.
    let limits = size > 0 && bytes[0] & 1 == 1
        ? RequestLimits(maxHeaderBytes: 256, maxHeaderCount: 6, maxTargetLength: 48, maxBodyBytes: 200,
                        maxChunkLineBytes: 24)
        : RequestLimits()
    checkConditions(IfNoneMatch(String(decoding: bytes, as: UTF8.self)))
    checkCoding([String(decoding: bytes, as: UTF8.self)])
    let whole = outcome(of: bytes, limits: limits, sliceSizes: nil)
    var sizes = SliceSizes(seed: bytes)
    let sliced = outcome(of: bytes, limits: limits, sliceSizes: &sizes)
    if whole != sliced {
        fatalError("whole input gave \(whole), slices gave \(sliced)")
    }
    // Multipart bodies written to a file as they arrive, and their parts found by reading it
    // a few bytes at a time, must be what memory gives; no file may outlive its request.
    let spool = BodySpool(folder: "/tmp", threshold: 0, maxFiles: 64)
    var spooledSizes = SliceSizes(seed: bytes)
    let spooled = outcome(of: bytes, limits: limits, sliceSizes: &spooledSizes, spool: spool)
    if whole != spooled {
        fatalError("in memory gave \(whole), spooled gave \(spooled)")
    }
    if spool.openFiles != 0 { fatalError("\(spool.openFiles) spool files outlived their requests") }
    return 0
}

/// What parsing produced, in a comparable form.
struct Outcome: Equatable, CustomStringConvertible {
    var requests: [String] = []
    var error: HTTPError?
    /// The head answered before its body (`Admission.answer`: paths starting `/no`).
    var answered: String?

    var description: String { "\(requests) \(error.map { "\($0)" } ?? "no error") answered: \(answered ?? "none")" }
}

func outcome(of bytes: UnsafeRawBufferPointer, limits: RequestLimits, sliceSizes: UnsafeMutablePointer<SliceSizes>?,
             spool: BodySpool? = nil) -> Outcome {
    var parser = RequestParser(limits: limits, spool: spool) { head in
        head.path.hasPrefix("/no") ? .answer(Response(status: .forbidden))
            : .body(limit: head.path.hasPrefix("/big") ? 1000 : limits.maxBodyBytes)
    }
    var result = Outcome()
    var offset = 0
    repeat {
        let count = sliceSizes.map { min($0.pointee.next(), bytes.count - offset) } ?? bytes.count
        parser.append(UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)]))
        offset += count
        do {
            while let request = try parser.next() { result.requests.append(summary(of: request)) }
        } catch {
            result.error = error
            return result
        }
    } while offset < bytes.count
    result.answered = parser.answered.map { summary(of: $0.head) }
    return result
}

/// The request as text, after running the decoders a handler would use on it and the router.
func summary(of request: Request) -> String {
    checkCookies(request)
    _ = request.queryItems
    _ = try? request.form()
    _ = try? request.multipart()
    _ = request.keepAlive
    checkConditions(IfNoneMatch(request))
    checkCoding(request.headers.values(for: "Accept-Encoding"))
    let headers = request.headers.map { "\($0.name): \($0.value)" }.joined(separator: "|")
    let body = request.spooledBody.map { (try? $0.read(from: 0, count: $0.count)) ?? [] } ?? request.body
    return "\(request.method) \(request.target) \(request.version) [\(headers)] \(body) \(routed(request)) \(parts(of: request))"
}

/// The multipart parts, a body in a file read in windows of 1 to 61 bytes (so that
/// delimiters and header sections straddle them).
func parts(of request: Request) -> String {
    let parts = Result { () throws(HTTPError) -> [MultipartPart] in
        guard let file = request.spooledBody, let type = request.headers["Content-Type"] else { return try request.multipart() }
        return try MultipartParser.parse(file: file, contentType: type, windowSize: 1 + request.bodyCount % 61)
    }
    return "\(parts.map { $0.map { "\($0.name) \($0.filename ?? "-") \($0.contentType ?? "-") \(Array($0.bytes))" } })"
}

/// Literal, parameter and suffixed segments, as the app's table has them. Built for each
/// request: a global would hold its strings until exit, where LeakSanitizer, which cannot see
/// Swift's tagged string pointers, reports them as leaked.
func makeRouter() -> Router {
    var router = Router()
    for pattern in ["/", "/workouts", "/workouts/new", "/workouts/:date", "/workouts/entries/:id/edit", "/routes/:id", "/routes/:id.gpx"] {
        router.get(pattern) { _ in Response() }
    }
    router.post("/workouts/entries/:id") { _ in Response() }
    return router
}

/// Which pattern the path reaches; a parameter it yields must be a non-empty decoded segment.
func routed(_ request: Request) -> String {
    switch makeRouter().match(request.method, path: request.path) {
    case .found(let route, let parameters):
        for (name, value) in parameters where value.isEmpty || value.contains("/") && !request.path.contains("%2") {
            fatalError("\(request.path) gave \(name) = \(value.debugDescription) for \(route.pattern)")
        }
        return route.pattern
    case .methodNotAllowed(let allowed): return "405 \(allowed)"
    case .notFound: return "404"
    }
}

/// A cookie's value is cookie-octets only (RFC 6265 §4.1.1): no separator, quote or space.
func checkCookies(_ request: Request) {
    for name in ["session", "csrf", "a"] {
        guard let value = request.cookie(named: name) else { continue }
        precondition(!value.utf8.contains { $0 <= 0x20 || $0 >= 0x7F || ";,\"\\".utf8.contains($0) },
                     "cookie \(name) has \(value.debugDescription)")
    }
}

/// An `If-None-Match` list holds only quoted tags, and each matches itself, weak or strong.
func checkConditions(_ condition: IfNoneMatch?) {
    guard case .tags(let tags) = condition else { return }
    precondition(!tags.isEmpty, "an empty list parsed")
    for tag in tags {
        let bytes = tag.utf8
        precondition(bytes.count >= 2 && bytes.first == UInt8(ascii: "\"") && bytes.last == UInt8(ascii: "\""), "tag \(tag) is not quoted")
        precondition(condition!.matches(String(tag)) && condition!.matches("W/" + tag), "tag \(tag) does not match itself")
    }
}

/// `Accept-Encoding` (issue 28): a compressed coding only when the list names it or `*`, and
/// each coding's tag still a quoted tag that matches itself.
func checkCoding(_ fields: [String]) {
    let coding = ContentCoding.negotiate(fields)
    let text = fields.joined(separator: ",").lowercased()
    if coding != .identity {
        precondition(text.contains("*") || text.contains(coding.name), "\(coding) from \(fields) that does not name it")
    }
    let tagged = coding.tag("W/\"0123abc\"")
    precondition(IfNoneMatch(tagged)?.matches(tagged) == true, "\(tagged) does not match itself")
}

/// Pseudo-random slice sizes from 1 to 64, seeded with an FNV-1a hash of the input so a
/// crashing input replays the same slices.
struct SliceSizes {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    init(seed bytes: UnsafeRawBufferPointer) {
        for byte in bytes { state = (state ^ UInt64(byte)) &* 0x100_0000_01b3 }
        if state == 0 { state = 1 }
    }

    /// xorshift64 (Marsaglia 2003).
    mutating func next() -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % 64) + 1
    }
}
