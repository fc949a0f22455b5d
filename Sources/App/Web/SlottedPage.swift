import HTTP

/// A page that stays the same but for one part that is new on every visit (the facts pages'
/// random fact), as `Access.gym` keeps it: the response as built, and the range of its body
/// that the part took, which each later visit fills with a rendering of its own. Without a
/// slot it is a page like any other.
struct SlottedPage: Sendable {
    var response: Response
    var slot: Range<Int>?

    /// The response with `part` in place of what the slot held. Its gzip form is joined from
    /// the page's bytes around the slot and the part's, each compressed once and kept with
    /// their `CompressedForms` (`DeflatePiece`): a visit costs no compression in gzip.
    func filled(with part: Response) -> Response {
        guard let slot else { return response }
        let body = response.body
        var filled = response
        filled.body = []
        filled.body.reserveCapacity(body.count - slot.count + part.body.count)
        filled.body.append(contentsOf: body[..<slot.lowerBound])
        filled.body.append(contentsOf: part.body)
        filled.body.append(contentsOf: body[slot.upperBound...])
        if let page = response.compressedForms, let kept = part.compressedForms {
            let middle = part.body
            // Brotli, which cannot be joined, is compressed for this visit alone: at the fastest quality.
            filled.compressedForms = CompressedForms(effort: .once) {
                guard let before = page.piece(of: body, in: 0..<slot.lowerBound), let part = kept.piece(of: middle, in: middle.indices),
                      let after = page.piece(of: body, in: slot.upperBound..<body.count) else { return nil }
                return DeflatePiece.gzipMember([before, part, after])
            }
        }
        return filled
    }
}

extension SlottedPage {
    init(_ response: Response) {
        self.init(response: response, slot: nil)
    }
}
