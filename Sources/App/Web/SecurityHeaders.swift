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
        response.headers.add("Content-Security-Policy", contentSecurityPolicy)
        response.headers.add("X-Content-Type-Options", "nosniff")
        response.headers.add("Referrer-Policy", "same-origin")
        response.headers.add("X-Frame-Options", "DENY")
        response.headers.add("Cross-Origin-Opener-Policy", "same-origin")
        response.headers.add("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
        if secure {
            response.headers.add("Strict-Transport-Security", "max-age=31536000")
        }
    }
}
