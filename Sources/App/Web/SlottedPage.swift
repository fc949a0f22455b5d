import HTTP

/// A page that stays the same but for one part that is new on every visit (the facts pages'
/// random fact), as `Access.gym` keeps it: the response as built, and the range of its body
/// that the part took, which each later visit fills with a rendering of its own. Without a
/// slot it is a page like any other.
struct SlottedPage: Sendable {
    var response: Response
    var slot: Range<Int>?

    /// The response with `part` in place of what the slot held.
    func filled(with part: [UInt8]) -> Response {
        guard let slot else { return response }
        let body = response.body
        var filled = response
        filled.body = []
        filled.body.reserveCapacity(body.count - slot.count + part.count)
        filled.body.append(contentsOf: body[..<slot.lowerBound])
        filled.body.append(contentsOf: part)
        filled.body.append(contentsOf: body[slot.upperBound...])
        return filled
    }
}

extension SlottedPage {
    init(_ response: Response) {
        self.init(response: response, slot: nil)
    }
}
