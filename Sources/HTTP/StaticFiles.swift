import Glibc

/// The files under `Public/`, read once at start-up and served from memory. Requests never
/// touch the file system, so no path (`..`, `%2e%2e`, `%2f`) can reach outside the folder;
/// symbolic links and hidden files are not loaded at all. Each file that compresses is
/// compressed at start-up, in Brotli and gzip at their best levels: sent thousands of times,
/// the bytes saved are worth a slow compression done once.
public final class StaticFiles: Sendable {
    struct File: Sendable {
        let body: [UInt8]
        let contentType: String
        let etag: String
        let forms = CompressedForms(effort: .best)

        init(body: [UInt8], contentType: String, etag: String) {
            (self.body, self.contentType, self.etag) = (body, contentType, etag)
            guard body.count >= Response.compressionThreshold, MediaType.isCompressible(contentType) else { return }
            for coding in [ContentCoding.brotli, .gzip] { _ = forms.form(coding, of: { body }, count: body.count) }
        }
    }

    private let files: [String: File]
    /// Whether some file's path ends with that byte: every page's request is asked here first,
    /// and a path that ends as no file does is turned away without hashing it for the lookup.
    private let lastBytes: [Bool]

    /// Loads every regular file below `directory`; a missing folder yields no files.
    public init(directory: String, maxFileSize: Int = 16 << 20) throws(StaticFilesError) {
        var files: [String: File] = [:]
        try Self.walk(directory, urlPrefix: "", maxFileSize: maxFileSize, into: &files)
        self.files = files
        var lastBytes = [Bool](repeating: false, count: 256)
        for path in files.keys { if let last = path.utf8.last { lastBytes[Int(last)] = true } }
        self.lastBytes = lastBytes
    }

    public var paths: [String] { files.keys.sorted() }

    /// A short fingerprint of a file's content, for cache-busting URLs (`/app.css?v=…`).
    public func version(of path: String) -> String? {
        files[path].map { String($0.etag.dropFirst().prefix(12)) }
    }

    /// The file's response for GET or HEAD, in the coding the request accepts (its ETag is that
    /// coding's, `Response.encode(for:)`), 304 when `If-None-Match` names that ETag
    /// (RFC 9110 §13.1.2), or nil when there is no such file.
    public func response(for request: Request) -> Response? {
        guard let last = request.path.utf8.last, lastBytes[Int(last)] else { return nil }
        guard request.method == .get || request.method == .head, let file = files[request.path] else { return nil }
        let versioned = !request.query.isEmpty && request.query == "v=\(version(of: request.path) ?? "")"
        let headers: HTTPHeaders = [
            "Content-Type": file.contentType,
            "ETag": file.etag,
            // A versioned URL changes whenever the content does, so it can be kept for good.
            "Cache-Control": versioned ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        ]
        var response = Response(status: .ok, headers: headers, body: file.body)
        response.compressedForms = file.forms
        response.encode(for: request)
        if let condition = IfNoneMatch(request), let etag = response.headers["ETag"], condition.matches(etag) {
            // §15.4.5: the fields that concern caching (ETag, Cache-Control, Vary), not the body's.
            response.headers.remove("Content-Type")
            response.headers.remove("Content-Encoding")
            return Response(status: .notModified, headers: response.headers)
        }
        return response
    }

    private static func walk(_ directory: String, urlPrefix: String, maxFileSize: Int,
                             into files: inout [String: File]) throws(StaticFilesError) {
        guard let handle = opendir(directory) else {
            if errno == ENOENT && urlPrefix.isEmpty { return }
            throw StaticFilesError(path: directory, reason: String(cString: strerror(errno)))
        }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard !name.hasPrefix(".") else { continue }
            let path = directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                try walk(path, urlPrefix: urlPrefix + "/" + name, maxFileSize: maxFileSize, into: &files)
            case S_IFREG:
                guard Int(info.st_size) <= maxFileSize else {
                    throw StaticFilesError(path: path, reason: "larger than \(maxFileSize) bytes; keep big files out of Public/")
                }
                let body = try read(path)
                files[urlPrefix + "/" + name] = File(body: body, contentType: MediaType.forFile(name), etag: etag(of: body))
            default:
                continue
            }
        }
    }

    private static func read(_ path: String) throws(StaticFilesError) -> [UInt8] {
        guard let file = fopen(path, "rb") else { throw StaticFilesError(path: path, reason: String(cString: strerror(errno))) }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// FNV-1a over the content: a strong validator needs only to change when the bytes do.
    private static func etag(of bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "-\(bytes.count)\""
    }
}

/// A file under `Public/` that could not be loaded at start-up.
public struct StaticFilesError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public var description: String { "Cannot load static file \(path): \(reason)" }
}
