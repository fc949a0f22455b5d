import Foundation
@testable import HTTP
import TestSupport
import XCTest

/// Issue 28: router and shared header block: each compared, on random input, with
/// a plain reference written as the code before the change (ca0c9c9) worked.
final class RouterAndBlockReferenceTests: XCTestCase {
    // MARK: Router against the algorithm of ca0c9c9

    private struct RefRoute {
        enum Segment { case literal(String), suffixed(String, String), parameter(String) }
        let method: HTTPMethod
        let pattern: String
        let segments: [Segment]
        var rank: [Int] { segments.map { switch $0 { case .literal: 0; case .suffixed: 1; case .parameter: 2 } } }
        var shape: String {
            segments.map { switch $0 { case .literal(let l): "=" + l; case .suffixed(_, let s): ":" + s; case .parameter: ":" } }
                .joined(separator: "/")
        }
        var isLiteral: Bool { rank.allSatisfy { $0 == 0 } }
        init(_ method: HTTPMethod, _ pattern: String) {
            self.method = method
            self.pattern = pattern
            segments = pattern.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { text in
                guard text.hasPrefix(":") else { return .literal(String(text)) }
                let name = text.dropFirst()
                guard let dot = name.firstIndex(of: ".") else { return .parameter(String(name)) }
                return .suffixed(String(name[..<dot]), String(name[dot...]))
            }
        }
        func isMoreSpecific(than other: RefRoute) -> Bool {
            for (a, b) in zip(rank, other.rank) where a != b { return a < b }
            return false
        }
        func parameters(_ parts: [Substring]) -> [String: String]? {
            guard parts.count == segments.count else { return nil }
            var result: [String: String] = [:]
            for (segment, part) in zip(segments, parts) {
                switch segment {
                case .literal(let l): guard Array(part.utf8) == Array(l.utf8) else { return nil }
                case .parameter(let n):
                    guard !part.isEmpty, let v = String(part).removingPercentEncoding else { return nil }
                    result[n] = v
                case .suffixed(let n, let s):
                    let bytes = Array(part.utf8), suffix = Array(s.utf8)
                    guard bytes.count > suffix.count, Array(bytes.suffix(suffix.count)) == suffix,
                          let v = String(decoding: bytes.dropLast(suffix.count), as: UTF8.self).removingPercentEncoding else { return nil }
                    result[n] = v
                }
            }
            return result
        }
    }

    private func reference(_ routes: [RefRoute], _ method: HTTPMethod, _ path: String) -> String {
        var literal: [String: [RefRoute]] = [:]
        var sorted: [Int: [RefRoute]] = [:]
        for route in routes {
            if route.isLiteral { literal[route.pattern, default: []].append(route); continue }
            var list = sorted[route.segments.count, default: []]
            let place = list.firstIndex { route.isMoreSpecific(than: $0) } ?? list.endIndex
            list.insert(route, at: place)
            sorted[route.segments.count] = list
        }
        var fitting: [(RefRoute, [String: String])] = []
        if let found = literal[path], path.utf8.allSatisfy({ $0 < 0x80 }) {
            fitting = found.map { ($0, [:]) }
        } else {
            let parts = Array(path.split(separator: "/", omittingEmptySubsequences: false).dropFirst())
            for route in sorted[parts.count] ?? [] {
                if let first = fitting.first, route.shape != first.0.shape { continue }
                if let p = route.parameters(parts) { fitting.append((route, p)) }
            }
        }
        var allowed: [HTTPMethod] = []
        var fallback: (RefRoute, [String: String])?
        for (route, p) in fitting {
            if route.method == method { return describe(route.method, route.pattern, p) }
            if method == .head && route.method == .get { fallback = (route, p) }
            allowed.append(route.method)
        }
        if let (route, p) = fallback { return describe(route.method, route.pattern, p) }
        guard !allowed.isEmpty else { return "404" }
        if allowed.contains(.get) && !allowed.contains(.head) { allowed.append(.head) }
        return "405 " + allowed.map(\.rawValue).joined(separator: ",")
    }

    private func describe(_ method: HTTPMethod, _ pattern: String, _ p: [String: String]) -> String {
        ([method.rawValue + " " + pattern] + p.keys.sorted().map { "\($0)=\(p[$0]!)" }).joined(separator: " ")
    }

    private func answer(_ router: Router, _ method: HTTPMethod, _ path: String) -> String {
        switch router.match(method, path: path) {
        case .found(let route, let parameters):
            var p: [String: String] = [:]
            for name in parameters.names { p[name] = parameters[name] }
            return describe(route.method, route.pattern, p)
        case .methodNotAllowed(let allowed): return "405 " + allowed.map(\.rawValue).joined(separator: ",")
        case .notFound: return "404"
        }
    }

    func testRouterChoosesAsBeforeOnRandomTables() {
        var rng = SystemRandomNumberGenerator()
        let patternSegments = ["a", "b", "ab", "", ":x", ":y", ":x.g", ":y.b.g", ":z.g", "%61"]
        let pathSegments = ["a", "b", "ab", "", "q", "1.g", "1.b.g", ".g", "%61", "%C3", "%2", "a.g", "%C3%A9", "x%2Fy", "é"]
        let methods: [HTTPMethod] = [.get, .post, .head, .put]
        var mismatches: [String] = []
        for _ in 0..<3000 {
            var seen = Set<String>()
            var refs: [RefRoute] = []
            var router = Router()
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                let count = Int.random(in: 1...3, using: &rng)
                let pattern = "/" + (0..<count).map { _ in patternSegments.randomElement(using: &rng)! }.joined(separator: "/")
                let method = methods.randomElement(using: &rng)!
                guard seen.insert("\(method) \(pattern)").inserted else { continue }
                refs.append(RefRoute(method, pattern))
                router.add(method, pattern, Endpoint(checkHead: nil) { _ in Response() })
            }
            for _ in 0..<10 {
                let count = Int.random(in: 0...4, using: &rng)
                let path = "/" + (0..<count).map { _ in pathSegments.randomElement(using: &rng)! }.joined(separator: "/")
                let method = methods.randomElement(using: &rng)!
                let expected = reference(refs, method, path), got = answer(router, method, path)
                if expected != got && mismatches.count < 10 {
                    mismatches.append("\(refs.map { "\($0.method) \($0.pattern)" }) \(method) \(path): before \(expected), now \(got)")
                }
            }
        }
        XCTAssertEqual(mismatches, [])
    }

    // MARK: Shared field block against plain fields

    func testSharedBlockReadsAndChangesAsPlainFields() {
        var rng = SystemRandomNumberGenerator()
        let blockFields: HTTPHeaders = ["Content-Security-Policy": "default-src 'self'", "X-Frame-Options": "DENY", "Vary": "Cookie"]
        let block = FieldBlock(blockFields)
        let names = ["Content-Security-Policy", "content-security-policy", "Vary", "ETag", "Cache-Control", "X-Frame-Options", "Set-Cookie"]
        var mismatches: [String] = []
        for _ in 0..<3000 {
            var shared = HTTPHeaders(), plain = HTTPHeaders()
            var log: [String] = []
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                let name = names.randomElement(using: &rng)!
                shared.add(name, "v0")
                plain.add(name, "v0")
                log.append("add \(name)")
            }
            shared.add(contentsOf: HTTPHeaders(block))
            plain.add(contentsOf: blockFields)
            log.append("block")
            for step in 0..<Int.random(in: 0...6, using: &rng) {
                let name = names.randomElement(using: &rng)!
                let value = "v\(step + 1)\r\nInjected: 1"
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: shared.add(name, value); plain.add(name, value); log.append("add \(name)")
                case 1: shared.set(name, value); plain.set(name, value); log.append("set \(name)")
                case 2: shared.remove(name); plain.remove(name); log.append("remove \(name)")
                case 3: shared.replaceValue(of: name, with: value); plain.replaceValue(of: name, with: value); log.append("replace \(name)")
                case 4: shared.addVary("Accept-Encoding"); plain.addVary("Accept-Encoding"); log.append("vary")
                default: shared.add(contentsOf: HTTPHeaders(block)); plain.add(contentsOf: blockFields); log.append("block")
                }
            }
            let a = Array(shared).map { "\($0.name): \($0.value)" }, b = Array(plain).map { "\($0.name): \($0.value)" }
            let wireA = ResponseSerializer.lines(of: shared), wireB = ResponseSerializer.lines(of: plain)
            var head: [UInt8] = []
            shared.forEachPart { name, value in head += Array("\(name): \(value)".utf8.filter { $0 != 13 && $0 != 10 && $0 != 0 }) + [13, 10] } block: { head += $0.lines }
            if (a != b || wireA != wireB || head != wireB || shared.count != plain.count || shared.wireCount < wireB.count) && mismatches.count < 5 {
                mismatches.append("\(log): \(a) vs \(b)")
            }
        }
        XCTAssertEqual(mismatches, [])
    }
}

/// Issue 28: gzip joins: runs of every effort (`stored` makes stored blocks, several
/// for a run over 64 KiB), fills of both kinds up to the stored block's 65,535 bytes, empty
/// ones too, decode with zlib (CRC and length checked) to the whole.
final class GzipJoinRandomTests: XCTestCase {
    func testRandomRunsAndFillsOfEveryEffortDecodeToTheWhole() throws {
        var rng = SystemRandomNumberGenerator()
        let text = Array("<li class=\"fact\">Back Squat 100 kg × 5 </li>\n".utf8)
        func bytes(_ count: Int) -> [UInt8] { (0..<count).map { $0 % 5 == 0 ? UInt8.random(in: 0...255, using: &rng) : text[$0 % text.count] } }
        let sizes = [0, 0, 1, 2, 100, 5_000, 65_535, 70_000]
        let efforts: [CompressionEffort] = [.fast, .once, .stored, .best]
        for round in 0..<40 {
            let runs = (0..<Int.random(in: 1...5, using: &rng)).map { _ in bytes(sizes.randomElement(using: &rng)!) }
            let pieces = try runs.map { try XCTUnwrap(DeflatePiece($0[...], effort: efforts.randomElement(using: &rng)!)) }
            var fills: [DeflatePiece.Fill?] = []
            var whole: [UInt8] = []
            for index in runs.indices {
                whole += runs[index]
                guard index + 1 < runs.count else { break }
                let fill = bytes([0, 1, 90, 65_535].randomElement(using: &rng)!)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: fills.append(.stored(fill[...])); whole += fill
                case 1: fills.append(.piece(try XCTUnwrap(DeflatePiece(fill[...], effort: efforts.randomElement(using: &rng)!)))); whole += fill
                default: fills.append(nil)
                }
            }
            let member = DeflatePiece.gzipMember(pieces) { fills[$0] }
            XCTAssertEqual(Decompression.gzip(member), whole, "round \(round)")
        }
    }
}

/// Issue 28: head writer (`PointerWriter` into memory measured first): heads with a
/// shared block, CR, LF and NUL in names and values, very long values and the widest numbers
/// are written whole, each field one line, the same as the same fields added one by one.
final class HostileHeadTests: XCTestCase {
    private func wire(_ response: Response, isHead: Bool = false) -> [UInt8] {
        var output = OutputQueue()
        ResponseSerializer.write(response, date: "Wed, 25 Nov 2026 16:00:00 GMT", keepAlive: false, version: .http1_0,
                                 isHead: isHead, into: &output)
        var bytes: [UInt8] = []
        _ = output.write { vectors in
            for vector in vectors { bytes.append(contentsOf: UnsafeRawBufferPointer(start: vector.iov_base, count: vector.iov_len)) }
            return vectors.reduce(0) { $0 + $1.iov_len }
        }
        return bytes
    }

    func testHeadsWithABlockAndHostileValuesAreWholeAndOneLineAField() {
        var rng = SystemRandomNumberGenerator()
        let block = FieldBlock(["Content-Security-Policy": "default-src 'self'\r\nX-Evil: 1", "X-Content-Type-Options": "nosniff"])
        let pieces = ["a", "\r", "\n", "\0", "é", "\r\n\r\n", String(repeating: "v", count: 70_000)]
        for _ in 0..<300 {
            var headers: HTTPHeaders = ["Content-Type": "text/html"]
            var plain = headers
            headers.add(contentsOf: HTTPHeaders(block))
            for field in block.fields { plain.add(field.name, field.value) }
            for _ in 0..<Int.random(in: 0...4, using: &rng) {
                let name = ["Content-Security-Policy", "Set-Cookie", "X\r\nY"].randomElement(using: &rng)!
                let value = (0..<3).map { _ in pieces.randomElement(using: &rng)! }.joined()
                if Bool.random(using: &rng) { headers.set(name, value); plain.set(name, value) } else { headers.add(name, value); plain.add(name, value) }
            }
            let body = Array(repeating: UInt8(ascii: "x"), count: Int.random(in: 0...3, using: &rng))
            let a = wire(Response(status: .ok, headers: headers, body: body)), b = wire(Response(status: .ok, headers: plain, body: body))
            XCTAssertEqual(a, b)
            let headEnd = a.firstRange(of: Array("\r\n\r\n".utf8))!.lowerBound
            let head = Array(a[..<headEnd])
            // Every CR is followed by LF and every LF preceded by CR: no bare line end, no NUL.
            for index in head.indices {
                if head[index] == 13 { XCTAssertEqual(index + 1 < head.count ? head[index + 1] : 10, 10) }
                if head[index] == 10 { XCTAssertEqual(head[index - 1], 13) }
                XCTAssertNotEqual(head[index], 0)
            }
            let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
            XCTAssertTrue(lines.dropFirst().allSatisfy { $0.contains(": ") }, "each line one field")
            XCTAssertFalse(lines.contains { $0.hasPrefix("X-Evil") || $0.hasPrefix("Y") }, "nothing starts a field of its own")
            XCTAssertEqual(a.count - headEnd - 4, body.count)
            XCTAssertTrue(lines.contains("Content-Length: \(body.count)"))
            let head2 = wire(Response(status: .ok, headers: headers, body: body), isHead: true)
            XCTAssertEqual(head2, Array(a[..<(headEnd + 4)]), "HEAD: the same head, no body")
        }
    }
}
