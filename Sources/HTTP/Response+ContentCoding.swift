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
        guard status.allowsBody, bodyCount >= Self.compressionThreshold, headers["Content-Encoding"] == nil,
              let type = headers["Content-Type"], MediaType.isCompressible(type) else { return }
        headers.addVary("Accept-Encoding")
        let forms = compressedForms ?? CompressedForms(effort: .fast)
        // A body whose gzip is joined from pieces made before costs no compression in gzip.
        let coding = ContentCoding.negotiate(request.headers.values(for: "Accept-Encoding"), brotliFirst: !forms.joinsGzip)
        guard coding != .identity else { return }
        guard let encoded = forms.form(coding, of: { body }, count: bodyCount) else { return }
        body = encoded
        headers.set("Content-Encoding", coding.name)
        if let etag = headers["ETag"] { headers.set("ETag", coding.tag(etag)) }
    }
}
