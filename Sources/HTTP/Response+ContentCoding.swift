extension Response {
    /// Below this a body goes out as it is: a TCP segment carries it either way, and the
    /// coding's own header and the work would cost more than the bytes saved.
    public static let compressionThreshold = 1024

    /// Compresses the body in the coding the request accepts (`ContentCoding.negotiate`), with
    /// `Content-Encoding`, an ETag of that coding's own, and `Vary: Accept-Encoding` on every
    /// response whose body could have been compressed, the uncompressed ones too, so that a
    /// cache keeps them apart (RFC 9110 §12.5.5). Small bodies, media types that are compressed
    /// already (images but SVG, fonts), bodies a handler encoded itself and statuses without
    /// a body are left as they are. HEAD gets the same head as GET, and its Content-Length.
    public mutating func encode(for request: Request) {
        guard status.allowsBody, bodyCount >= Self.compressionThreshold else { return }
        // The fields this reads and changes, found in one pass: this runs for every page.
        var found = CodingFields()
        headers.forEachField { name, value in found.note(name, value) }
        guard !found.encoded, let type = found.contentType, MediaType.isCompressible(type) else { return }
        switch found.vary {
        case nil: headers.add("Vary", "Accept-Encoding")
        // A kept page lists it already.
        case let vary? where HTTPHeaders.list(vary, names: "Accept-Encoding"): break
        case _?: headers.addVary("Accept-Encoding")
        }
        let forms = compressedForms ?? CompressedForms(effort: .fast)
        // A body whose gzip is joined from pieces made before costs no compression in gzip.
        let accepted = request.headers.lazy.filter { $0.name.utf8.count == 15 && HTTPHeaders.sameName($0.name, "Accept-Encoding") }.map(\.value)
        var coding = ContentCoding.negotiate(accepted, brotliFirst: !forms.prefersGzip)
        guard coding != .identity else { return }
        var form = forms.form(coding, of: { body }, count: bodyCount)
        // A body whose Brotli could not be joined goes in gzip to a request that takes it.
        if form == nil, coding == .brotli, forms.joinsBrotli, ContentCoding.negotiate(accepted, brotliFirst: false) == .gzip {
            coding = .gzip
            form = forms.form(.gzip, of: { body }, count: bodyCount)
        }
        guard let encoded = form else { return }
        body = encoded
        headers.add("Content-Encoding", coding.name)
        if let etag = found.etag { headers.replaceValue(of: "ETag", with: coding.tag(etag)) }
    }
}

/// What `encode(for:)` reads of a response's fields: names compared only when their lengths match.
private struct CodingFields {
    var encoded = false
    var contentType: String?
    var etag: String?
    /// The first `Vary` field's value.
    var vary: String?

    mutating func note(_ name: String, _ value: String) {
        switch name.utf8.count {
        case 16 where !encoded: encoded = HTTPHeaders.sameName(name, "Content-Encoding")
        case 12 where contentType == nil && HTTPHeaders.sameName(name, "Content-Type"): contentType = value
        case 4 where vary == nil && HTTPHeaders.sameName(name, "Vary"): vary = value
        case 4 where etag == nil && HTTPHeaders.sameName(name, "ETag"): etag = value
        default: break
        }
    }
}
