import HTTP
import XCTest

/// The router's index (`RouteTable`: shapes under their first literal, then those beginning
/// with a parameter) answers as trying every route in order of specificity would.
final class RouteTableTests: XCTestCase {
    private func router(_ routes: [(HTTPMethod, String)]) -> Router {
        var router = Router()
        for (method, pattern) in routes { router.add(method, pattern, Endpoint(checkHead: nil) { _ in Response() }) }
        return router
    }

    private func answer(_ router: Router, _ method: HTTPMethod, _ path: String) -> String {
        switch router.match(method, path: path) {
        case .found(let route, let parameters):
            let pairs = parameters.names.sorted().map { "\($0)=\(parameters[$0] ?? "")" }
            return ([route.method.rawValue + " " + route.pattern] + pairs).joined(separator: " ")
        case .methodNotAllowed(let allowed): return "405 " + allowed.map(\.rawValue).joined(separator: ",")
        case .notFound: return "404"
        }
    }

    func testRoutesUnderOneFirstSegmentEachKeepTheirPlace() {
        let table = router([(.get, "/routines/:id"), (.post, "/routines/:id"), (.get, "/routines/:id.txt"), (.get, "/routines/new"),
                            (.get, "/routines/:id/edit"), (.get, "/routes/:id"), (.get, "/:slug"), (.get, "/:slug/:part"),
                            (.get, "/routines")])
        XCTAssertEqual(answer(table, .get, "/routines/1"), "GET /routines/:id id=1")
        XCTAssertEqual(answer(table, .post, "/routines/1"), "POST /routines/:id id=1")
        XCTAssertEqual(answer(table, .get, "/routines/1.txt"), "GET /routines/:id.txt id=1")
        XCTAssertEqual(answer(table, .get, "/routines/new"), "GET /routines/new")
        XCTAssertEqual(answer(table, .post, "/routines/new"), "405 GET,HEAD", "the literal wins though only POST /routines/:id takes POST")
        XCTAssertEqual(answer(table, .get, "/routines/1/edit"), "GET /routines/:id/edit id=1")
        XCTAssertEqual(answer(table, .get, "/routes/9"), "GET /routes/:id id=9")
        XCTAssertEqual(answer(table, .get, "/routines"), "GET /routines")
        XCTAssertEqual(answer(table, .get, "/other/1"), "GET /:slug/:part part=1 slug=other", "no first literal fits: the parameters' shapes")
        XCTAssertEqual(answer(table, .get, "/routinesX/1"), "GET /:slug/:part part=1 slug=routinesX", "a longer first segment is another")
        XCTAssertEqual(answer(table, .get, "/routines/1/edit/more"), "404")
    }

    func testHeadAnd405ComeFromTheShapeThatFits() {
        let table = router([(.get, "/workouts/:date"), (.post, "/workouts/:day"), (.head, "/wod"), (.get, "/wod"), (.delete, "/wod")])
        XCTAssertEqual(answer(table, .head, "/workouts/2024-01-01"), "GET /workouts/:date date=2024-01-01")
        XCTAssertEqual(answer(table, .post, "/workouts/2024-01-01"), "POST /workouts/:day day=2024-01-01", "each route's own names")
        XCTAssertEqual(answer(table, .put, "/workouts/2024-01-01"), "405 GET,POST,HEAD")
        XCTAssertEqual(answer(table, .head, "/wod"), "HEAD /wod", "a HEAD route of its own answers HEAD")
        XCTAssertEqual(answer(table, .put, "/wod"), "405 HEAD,GET,DELETE", "HEAD is listed once")
    }

    func testPercentEscapesAreDecodedAndCheckedInPlace() {
        let table = router([(.get, "/facts/:name"), (.get, "/routes/:id.gpx"), (.get, "/a%20b")])
        XCTAssertEqual(answer(table, .get, "/facts/bench%20press"), "GET /facts/:name name=bench press")
        XCTAssertEqual(answer(table, .get, "/facts/caf%C3%A9"), "GET /facts/:name name=café")
        XCTAssertEqual(answer(table, .get, "/facts/a+b"), "GET /facts/:name name=a+b", "a plus is a plus in a path")
        XCTAssertEqual(answer(table, .get, "/facts/%C3"), "404", "not UTF-8 once decoded")
        XCTAssertEqual(answer(table, .get, "/facts/%2"), "404", "a cut escape")
        XCTAssertEqual(answer(table, .get, "/routes/%34%32.gpx"), "GET /routes/:id.gpx id=42")
        XCTAssertEqual(answer(table, .get, "/routes/%FF.gpx"), "404")
        XCTAssertEqual(answer(table, .get, "/a%20b"), "GET /a%20b", "a literal compares its raw bytes")
        XCTAssertEqual(answer(table, .get, "/a b"), "404")
    }

    func testAVeryLongPathIsAnsweredWithoutTrouble() {
        let table = router([(.get, "/facts/:name"), (.get, "/:a/:b/:c")])
        let long = String(repeating: "x", count: 100_000)
        XCTAssertEqual(answer(table, .get, "/facts/" + long), "GET /facts/:name name=" + long)
        XCTAssertEqual(answer(table, .get, String(repeating: "/x", count: 50_000)), "404", "more segments than any route")
        XCTAssertEqual(answer(table, .get, String(repeating: "/", count: 3)), "404", "empty parameters")
    }

    func testPathsWithoutSegmentsFindNothing() {
        let table = router([(.get, "/"), (.get, "/:any")])
        XCTAssertEqual(answer(table, .get, "/"), "GET /")
        XCTAssertEqual(answer(table, .get, "*"), "404")
        XCTAssertEqual(answer(table, .get, ""), "404")
        XCTAssertEqual(answer(table, .get, "//"), "404")
    }

    /// A path must begin with the slash: `a/b` is not `/a/b`, and no parameter takes `a`.
    func testAPathWithoutItsLeadingSlashFindsNothing() {
        let table = router([(.get, "/a/b"), (.get, "/:x/b"), (.get, "/:any")])
        XCTAssertEqual(answer(table, .get, "/a/b"), "GET /a/b")
        XCTAssertEqual(answer(table, .get, "a/b"), "404")
        XCTAssertEqual(answer(table, .get, "c/b"), "404")
        XCTAssertEqual(answer(table, .get, ".g/b"), "404")
    }

    func testOfTwoEndingsThatBothFitTheFirstAddedWins() {
        for (first, second) in [("/files/:name.gz", "/files/:name.tar.gz"), ("/files/:name.tar.gz", "/files/:name.gz")] {
            let table = router([(.get, first), (.get, second)])
            XCTAssertEqual(answer(table, .get, "/files/a.tar.gz"), "GET \(first) name=a" + (first.hasSuffix(".tar.gz") ? "" : ".tar"))
        }
    }

    /// Random tables and paths, answered by the index and by a plain walk over every route in
    /// order of specificity (the router as it was before the index).
    func testTheIndexAnswersAsTryingEveryRouteInOrder() {
        var random = SplitMix(seed: 28)
        let words = ["a", "b", "ab", ":x", ":y", ":x.gz", ":x.tar.gz", ""]
        let methods: [HTTPMethod] = [.get, .post, .head, .delete]
        for _ in 0..<300 {
            var routes: [(HTTPMethod, String)] = []
            for _ in 0..<random.below(12) + 1 {
                let pattern = (0..<random.below(3) + 1).map { _ in words[random.below(words.count)] }
                routes.append((methods[random.below(methods.count)], "/" + pattern.joined(separator: "/")))
            }
            let table = router(routes)
            for _ in 0..<20 {
                let pieces = ["a", "b", "ab", "c", "a.gz", "a.tar.gz", ".gz", "%61", "%zz", ""]
                let path = "/" + (0..<random.below(3) + 1).map { _ in pieces[random.below(pieces.count)] }.joined(separator: "/")
                let method = methods[random.below(methods.count)]
                XCTAssertEqual(answer(table, method, path), Reference(routes).answer(method, path), "\(method) \(path) in \(routes)")
            }
        }
    }
}

/// The matching rules spelled out as slowly as possible: every route in order of specificity
/// (stable), the first that fits decides the shape, its routes of that shape the method.
private struct Reference {
    let ordered: [(method: HTTPMethod, pattern: [Substring])]

    init(_ routes: [(HTTPMethod, String)]) {
        let split = routes.map { ($0.0, $0.1.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { $0 }) }
        ordered = split.enumerated().sorted { a, b in
            let ranks = (a.element.1.map(Self.rank), b.element.1.map(Self.rank))
            return ranks.0.lexicographicallyPrecedes(ranks.1) || (ranks.0 == ranks.1 && a.offset < b.offset)
        }.map { ($0.element.0, $0.element.1) }
    }

    static func rank(_ segment: Substring) -> Int {
        !segment.hasPrefix(":") ? 0 : segment.contains(".") ? 1 : 2
    }

    static func shape(_ pattern: [Substring]) -> String {
        pattern.map { segment in
            guard segment.hasPrefix(":") else { return "=" + segment }
            return ":" + (segment.firstIndex(of: ".").map { String(segment[$0...]) } ?? "")
        }.joined(separator: "/")
    }

    func parameters(_ pattern: [Substring], _ path: [Substring]) -> [String: String]? {
        guard pattern.count == path.count else { return nil }
        var parameters: [String: String] = [:]
        for (segment, part) in zip(pattern, path) {
            guard segment.hasPrefix(":") else {
                guard Array(segment.utf8) == Array(part.utf8) else { return nil }
                continue
            }
            var name = segment.dropFirst(), value = part
            if let dot = name.firstIndex(of: ".") {
                let ending = name[dot...]
                guard part.utf8.count > ending.utf8.count, part.utf8.hasSuffix(ending.utf8) else { return nil }
                value = part.dropLast(ending.count)
                name = name[..<dot]
            }
            guard !value.isEmpty, let decoded = PercentDecoding.decode(value, plusAsSpace: false) else { return nil }
            parameters[String(name)] = decoded
        }
        return parameters
    }

    func answer(_ method: HTTPMethod, _ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { $0 }
        guard let first = ordered.first(where: { parameters($0.pattern, parts) != nil }) else { return "404" }
        let shape = ordered.filter { Self.shape($0.pattern) == Self.shape(first.pattern) }
        let chosen = shape.first { $0.method == method } ?? (method == .head ? shape.last { $0.method == .get } : nil)
        guard let chosen, let parameters = parameters(chosen.pattern, parts) else {
            var allowed = shape.map(\.method)
            if allowed.contains(.get) && !allowed.contains(.head) { allowed.append(.head) }
            return "405 " + allowed.map(\.rawValue).joined(separator: ",")
        }
        let pairs = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return ([chosen.method.rawValue + " /" + chosen.pattern.joined(separator: "/")] + pairs).joined(separator: " ")
    }
}

private extension Collection where Element: Equatable {
    func hasSuffix<Other: Collection>(_ other: Other) -> Bool where Other.Element == Element {
        count >= other.count && dropFirst(count - other.count).elementsEqual(other)
    }
}

/// A small seeded generator, so a failing case comes back on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func below(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
