import Domain
import HTTP

/// The path the crash quarantine knows a request by: its route's pattern with each parameter
/// as a handler reads it, so that the spellings of one request are one key. `/routines/1`,
/// `/routines/01`, `/routines/+1` and `/routines/%31` all open routine 1 and are all
/// `/routines/1` here; keyed by the raw path, each crashed the server once more (issue 35).
enum CanonicalPath {
    /// The request's canonical path; a path no route matches (a static file, a 404) is its own.
    static func of(_ request: Request, router: Router) -> String {
        if let route = request.route { return of(request.path, route.pattern, request.parameters) }
        guard case .found(let route, let parameters) = router.match(request.method, path: request.path) else { return request.path }
        return of(request.path, route.pattern, parameters)
    }

    /// The path as sent when it is already canonical, as nearly every one is: no escape, and
    /// each parameter as its handler reads it. This runs for every request, so that case makes
    /// no string.
    private static func of(_ path: String, _ pattern: String, _ parameters: PathParameters) -> String {
        if !path.utf8.contains(UInt8(ascii: "%")), parameters.allSatisfy({ isCanonical($0.value) }) { return path }
        return make(pattern, parameters)
    }

    /// `pattern` with each `:name` replaced by its parameter's canonical value; a route without
    /// parameters is its pattern, with no string made.
    static func make(_ pattern: String, _ parameters: PathParameters) -> String {
        guard !parameters.isEmpty else { return pattern }
        var path = ""
        for segment in pattern.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            path += "/"
            guard segment.hasPrefix(":") else {
                path += segment
                continue
            }
            let name = segment.dropFirst()
            let end = name.firstIndex(of: ".") ?? name.endIndex
            path += value(parameters[String(name[..<end])] ?? "") + name[end...]
        }
        return path
    }

    /// Whether `value(text)` is `text`, on the bytes alone for the usual id.
    private static func isCanonical(_ text: String) -> Bool {
        let digits = text.utf8
        if let first = digits.first, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(first),
           digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) { return true }
        return value(text) == text
    }

    /// A whole number as its digits alone (no sign of a positive, no leading zeros, no spaces),
    /// as every handler reads an id through `BoundedNumber`; any other text as it was decoded.
    static func value(_ text: String) -> String {
        BoundedNumber.integer(text, in: Int64.min...Int64.max).map(String.init) ?? text
    }
}
