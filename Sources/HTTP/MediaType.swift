/// Content types for the static files the app ships (RFC 6838 names).
enum MediaType {
    static func forFile(_ name: String) -> String {
        let suffix = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
        return types[suffix] ?? "application/octet-stream"
    }

    /// Whether a body of this type gets smaller when compressed: text, JSON, JavaScript, XML
    /// and SVG do; other images, fonts, archives and unknown bytes are compressed already or
    /// may be, and compressing them again only costs time.
    static func isCompressible(_ contentType: String) -> Bool {
        // Every page's type, as the app writes it: known without taking the value apart.
        if contentType.hasPrefix("text/") { return true }
        let essence = contentType.split(separator: ";", maxSplits: 1).first.map { $0.trimmingASCIISpaces().lowercased() } ?? ""
        return essence.hasPrefix("text/") || essence.hasSuffix("+json") || essence.hasSuffix("+xml")
            || ["application/json", "application/javascript", "application/xml", "image/svg+xml"].contains(essence)
    }

    private static let types: [String: String] = [
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "html": "text/html; charset=utf-8",
        "txt": "text/plain; charset=utf-8",
        "json": "application/json",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "ico": "image/x-icon",
        "woff2": "font/woff2",
        "webmanifest": "application/manifest+json",
    ]
}
