import HTTP

/// Headers every response carries. The policy allows scripts and styles from our own origin
/// only, so an injected `<script>` cannot run even if escaping were ever missed.
enum SecurityHeaders {
    static let contentSecurityPolicy = [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ].joined(separator: "; ")

    static func apply(to response: inout Response, secure: Bool) {
        response.headers.add(contentsOf: secure ? overHTTPS : fields)
    }

    private static let everywhere: HTTPHeaders = [
        "Content-Security-Policy": contentSecurityPolicy,
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "same-origin",
        "X-Frame-Options": "DENY",
        "Cross-Origin-Opener-Policy": "same-origin",
        "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    ]

    /// Made once, with their bytes on the wire (`FieldBlock`): a response takes them by one
    /// reference, not six fields copied.
    private static let fields = HTTPHeaders(FieldBlock(everywhere))

    private static let overHTTPS: HTTPHeaders = {
        var all = everywhere
        all.add("Strict-Transport-Security", "max-age=31536000")
        return HTTPHeaders(FieldBlock(all))
    }()
}
