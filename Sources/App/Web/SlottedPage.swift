import HTTP

/// A page kept to be sent again (`PageCache`), with the parts of its body that each response
/// fills anew: the masked CSRF token wherever it went (`tokenSlots`, masked anew for each
/// response, so that no two carry the same bytes for it: `MaskedToken`), and on the facts
/// pages the random fact (`slot`, which each visit fills with a fact picked anew). Without
/// either it is a page like any other.
struct SlottedPage: Sendable {
    var response: Response
    /// The range of the body that the part each visit picks anew took.
    var slot: Range<Int>?
    /// The ranges of the body that the masked token took, in order; none inside `slot`.
    var tokenSlots: [Range<Int>] = []

    /// What goes in one slot of a response.
    private enum Fill {
        /// The token, masked anew.
        case token
        /// A part picked for this visit, kept with its compressed piece (`PagePart`).
        case part(Response)
        /// What the slot held when the page was built: sent to the request that built it.
        case own
    }

    /// The response with `part`, when there is one, in the slot and `token` masked anew in
    /// every token slot (the same mask in each). The body goes out as pieces (`BodyPieces`):
    /// the page's runs between the slots are not copied. Its gzip form is joined
    /// (`DeflatePiece`) from those runs, each compressed once and kept with the page's
    /// `CompressedForms`, the part's piece kept with it, and the token in a stored block: a
    /// response costs no compression in gzip, and the token never shares a compression window
    /// with the text around it, some of which a request can choose (BREACH). Brotli, which
    /// cannot be joined, is compressed for the response alone at the fastest quality, so a
    /// request that accepts both gets gzip (`CompressedForms.joinsGzip`).
    func filled(with part: Response? = nil, token: String) -> Response {
        var holes: [(range: Range<Int>, fill: Fill)] = tokenSlots.map { ($0, .token) }
        if let slot {
            holes.append((slot, part.map { .part($0) } ?? .own))
            holes.sort { $0.range.lowerBound < $1.range.lowerBound }
        }
        guard !holes.isEmpty else { return response }
        let body = response.body
        let masked = tokenSlots.isEmpty ? [] : MaskedToken.maskedBytes(token)
        var pieces = BodyPieces(capacity: 2 * holes.count + 1)
        var start = 0
        for (range, fill) in holes {
            pieces.append(body[start..<range.lowerBound])
            switch fill {
            case .token: pieces.append(masked[...])
            case .part(let part): pieces.append(part.body[...])
            case .own: pieces.append(body[range])
            }
            start = range.upperBound
        }
        pieces.append(body[start...])
        var filled = response
        filled.setBody(pieces)
        if let page = response.compressedForms {
            filled.compressedForms = CompressedForms(effort: .once) { [holes] in
                Self.joinedGzip(of: body, holes: holes, masked: masked, page: page)
            }
        }
        return filled
    }

    /// The gzip form of `filled`'s body; nil when a piece cannot be made (zlib out of memory,
    /// or a part kept without its compressed forms), which compresses the body instead.
    private static func joinedGzip(of body: [UInt8], holes: [(range: Range<Int>, fill: Fill)], masked: [UInt8],
                                   page: CompressedForms) -> [UInt8]? {
        let token = DeflatePiece(stored: masked)
        var pieces: [DeflatePiece] = []
        pieces.reserveCapacity(2 * holes.count + 1)
        var start = 0
        for (range, fill) in holes {
            if start < range.lowerBound {
                guard let run = page.piece(of: body, in: start..<range.lowerBound) else { return nil }
                pieces.append(run)
            }
            switch fill {
            case .token:
                pieces.append(token)
            case .part(let part):
                guard let piece = part.compressedForms?.piece(of: part.body, in: 0..<part.bodyCount) else { return nil }
                pieces.append(piece)
            case .own:
                guard let piece = DeflatePiece(body[range], effort: .once) else { return nil }
                pieces.append(piece)
            }
            start = range.upperBound
        }
        if start < body.count {
            guard let run = page.piece(of: body, in: start..<body.count) else { return nil }
            pieces.append(run)
        }
        return DeflatePiece.gzipMember(pieces)
    }
}

extension SlottedPage {
    init(_ response: Response) {
        self.init(response: response, slot: nil)
    }

    /// `response` built for `visit`, to be kept: with the slots where the visit's token went
    /// (`MaskedToken.slots`) and the compressed forms its runs are kept in.
    func kept(for visit: Visit) -> SlottedPage {
        var kept = self
        kept.response.compressedForms = PageCache.compressedForms()
        kept.tokenSlots = MaskedToken.slots(in: response.body, token: visit.csrfToken).filter { token in
            slot.map { !$0.overlaps(token) } ?? true
        }
        return kept
    }
}
