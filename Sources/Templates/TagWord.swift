/// A word, a quoted literal or a `key=value` inside `{% %}` or `{{ }}`.
indirect enum TagWord: Equatable {
    case word(String)
    case literal(String)
    /// `key="text"` or `key=word`, written without spaces: an argument of `{% include %}`.
    /// The value is `.word("")` when nothing follows the `=` directly.
    case assignment(key: String, value: TagWord)

    /// The word as written, for error messages.
    var text: String {
        switch self {
        case .word(let word): word
        case .literal(let literal): "\"\(literal)\""
        case .assignment(let key, let value): "\(key)=\(value.text)"
        }
    }

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
                guard let (literal, end) = literal(bytes, at: index) else { return nil }
                words.append(literal)
                index = end
            } else if isOperator(bytes, at: index) {
                words.append(.word(String(decoding: bytes[index..<(index + 2)], as: UTF8.self)))
                index += 2
            } else {
                guard let (word, end) = word(bytes, at: index) else { return nil }
                words.append(word)
                index = end
            }
        }
        return words
    }

    /// The literal whose opening quote is at `start`, and the position after its closing quote.
    private static func literal(_ bytes: [UInt8], at start: Int) -> (TagWord, end: Int)? {
        guard let end = bytes[(start + 1)...].firstIndex(of: quote) else { return nil }
        return (.literal(String(decoding: bytes[(start + 1)..<end], as: UTF8.self)), end + 1)
    }

    /// The word starting at `start`; a `=` after its first byte makes it an assignment, whose
    /// value is the rest of the word or the literal that follows the `=` directly.
    private static func word(_ bytes: [UInt8], at start: Int) -> (TagWord, end: Int)? {
        let end = wordEnd(bytes, from: start + 1)
        guard let equals = bytes[(start + 1)..<end].firstIndex(of: UInt8(ascii: "=")) else {
            return (.word(String(decoding: bytes[start..<end], as: UTF8.self)), end)
        }
        let key = String(decoding: bytes[start..<equals], as: UTF8.self)
        if equals + 1 == end, end < bytes.count, bytes[end] == quote {
            guard let (literal, literalEnd) = literal(bytes, at: end) else { return nil }
            return (.assignment(key: key, value: literal), literalEnd)
        }
        return (.assignment(key: key, value: .word(String(decoding: bytes[(equals + 1)..<end], as: UTF8.self))), end)
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
