/// A dotted value name such as `user.first_name`, split at parse time into the template's
/// `keys`, so rendering only walks the parts.
struct ValuePath: Sendable {
    /// The parts, as positions in the template's `keys`.
    let keys: Range<Int>
    /// Set for `loop.index`, `loop.first` and `loop.last`.
    let loopField: LoopField?

    /// The parts of `text`; nil unless every part is non-empty and made of ASCII letters,
    /// digits and `_`.
    static func parts(of text: String) -> [String]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.allSatisfy(isName) else { return nil }
        return parts.map(String.init)
    }

    private static func isName(_ part: Substring) -> Bool {
        !part.isEmpty && part.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
            default: false
            }
        }
    }
}
