/// A word or a quoted literal inside `{% %}` or `{{ }}`.
enum TagWord: Equatable {
    case word(String)
    case literal(String)

    /// Splits a tag's inside at whitespace; `"…"` is one literal (it cannot hold a quote), and
    /// `==` and `!=` stand alone even without spaces around them. Nil when a quote is left open.
    static func split(_ text: String) -> [TagWord]? {
        let bytes = Array(text.utf8)
        var words: [TagWord] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if isSpace(byte) {
                index += 1
            } else if byte == quote {
                guard let end = bytes[(index + 1)...].firstIndex(of: quote) else { return nil }
                words.append(.literal(String(decoding: bytes[(index + 1)..<end], as: UTF8.self)))
                index = end + 1
            } else {
                let end = isOperator(bytes, at: index) ? index + 2 : wordEnd(bytes, from: index + 1)
                words.append(.word(String(decoding: bytes[index..<end], as: UTF8.self)))
                index = end
            }
        }
        return words
    }

    private static let quote = UInt8(ascii: "\"")

    private static func wordEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count, !isSpace(bytes[end]), bytes[end] != quote, !isOperator(bytes, at: end) {
            end += 1
        }
        return end
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func isOperator(_ bytes: [UInt8], at index: Int) -> Bool {
        index + 1 < bytes.count
            && (bytes[index] == UInt8(ascii: "=") || bytes[index] == UInt8(ascii: "!"))
            && bytes[index + 1] == UInt8(ascii: "=")
    }
}
