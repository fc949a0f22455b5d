import HTTP

/// A page kept to be sent again (`PageCache`), with the parts of its body that each response
/// fills anew: the masked CSRF token wherever it went (`tokenSlots`, masked anew for each
/// response, so that no two carry the same bytes for it: `MaskedToken`), and on the facts
/// pages the random fact (`slot`, which each visit fills with a fact picked anew). Without
/// either it is a page like any other.
public struct SlottedPage: Sendable {
    public var response: Response
    /// The range of the body that the part each visit picks anew took.
    var slot: Range<Int>?
    /// The ranges of the body that the masked token took, in order; none inside `slot`.
    var tokenSlots: [Range<Int>] = []

    /// The slots in order and the page's runs between them compressed for gzip, kept with
    /// the page (`kept(for:)`); a page not kept finds its slots for each response.
    var runs: PageRuns? = nil

    /// The response with `part`, when there is one, in the slot (else what the slot held when
    /// the page was built, for the request that built it) and `token` masked anew in every
    /// token slot (the same mask in each). The body goes out as pieces (`BodyPieces`): the
    /// page's runs between the slots are not copied. Its gzip form is joined
    /// (`DeflatePiece.gzipMember`) from those runs, each compressed once and kept with the page
    /// (`PageRuns`), the part's piece kept with it, and the token in a stored block: a
    /// response costs no compression in gzip, and the token never shares a compression window
    /// with the text around it, some of which a request can choose (BREACH). Its Brotli form
    /// is joined the same way, the token in uncompressed meta-blocks (`BrotliRuns`); on a page
    /// with a part's slot, from the page before and after the slot compressed once and the
    /// part stored (`BrotliSlotRuns`). A request that accepts both gets gzip for a page whose
    /// join was refused.
    func filled(with part: Response? = nil, token: String) -> Response {
        guard slot != nil || !tokenSlots.isEmpty else { return response }
        let runs = runs ?? PageRuns(slot: slot, tokenSlots: tokenSlots)
        let body = response.body
        let masked = tokenSlots.isEmpty ? [] : MaskedToken.maskedBytes(token)
        var pieces = BodyPieces(capacity: 2 * runs.holes.count + 1)
        var start = 0
        for (index, hole) in runs.holes.enumerated() {
            pieces.append(body[start..<hole.lowerBound])
            pieces.append(index != runs.slotIndex ? masked[...] : part?.body[...] ?? body[hole])
            start = hole.upperBound
        }
        pieces.append(body[start...])
        var filled = response
        filled.setBody(pieces)
        if response.compressedForms != nil {
            let partBytes = runs.slotIndex.map { part?.body[...] ?? body[runs.holes[$0]] }
            filled.compressedForms = CompressedForms(effort: .once, joinedGzip: {
                Self.joinedGzip(of: body, runs: runs, masked: masked, part: part)
            }, joinedBrotli: {
                guard let partBytes else { return runs.brotliRuns(of: body)?.joined(filling: masked[...]) }
                return runs.brotliAroundSlot(of: body)?.joined(part: partBytes, filling: masked[...])
            })
        }
        return filled
    }

    /// The gzip form of `filled`'s body; nil when a piece cannot be made (zlib out of memory,
    /// or a part kept without its compressed forms), which compresses the body instead.
    private static func joinedGzip(of body: [UInt8], runs: PageRuns, masked: [UInt8], part: Response?) -> [UInt8]? {
        guard let compressed = runs.compressedRuns(of: body) else { return nil }
        var slotPiece: DeflatePiece?
        if let slotIndex = runs.slotIndex {
            if let part {
                slotPiece = part.compressedForms?.piece(of: part.body, in: 0..<part.bodyCount)
            } else {
                slotPiece = DeflatePiece(body[runs.holes[slotIndex]], effort: .once)
            }
            guard slotPiece != nil else { return nil }
        }
        return DeflatePiece.gzipMember(compressed) { index in
            index == runs.slotIndex ? slotPiece.map { .piece($0) } : .stored(masked[...])
        }
    }
}

extension SlottedPage {
    /// `response` with `slot`, the range of its body the part each visit picks anew took.
    public init(_ response: Response, slot: Range<Int>? = nil) {
        self.init(response: response, slot: slot)
    }

    /// `response` built for `visit`, to be kept: with the slots where the visit's token went
    /// (`MaskedToken.slots`), its runs between the slots (`PageRuns`) and the compressed forms
    /// it may be sent in.
    func kept(for visit: Visit) -> SlottedPage {
        var kept = self
        kept.response.compressedForms = PageCache.compressedForms()
        kept.tokenSlots = MaskedToken.slots(in: response.body, token: visit.csrfToken).filter { token in
            slot.map { !$0.overlaps(token) } ?? true
        }
        kept.runs = PageRuns(slot: slot, tokenSlots: kept.tokenSlots)
        return kept
    }
}
