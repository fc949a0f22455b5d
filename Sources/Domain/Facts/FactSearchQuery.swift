/// A search of the facts as typed, made into a SQLite FTS5 query that cannot be read as
/// FTS5 syntax. Each word becomes a quoted prefix term (`"squat"*`), so `AND`, `NEAR(`, `*`
/// and quotes are words or separators here, never operators, and every word must occur.
/// Case and accents are left to the table's tokenizer (unicode61 with remove_diacritics).
public struct FactSearchQuery: Sendable, Equatable {
    /// As the original app's API did: fewer than 3 characters match nearly everything, and
    /// nobody types a 121-character search by hand.
    public static let length = 3...120

    /// Trimmed, with each run of whitespace made one space; shown back in the search box.
    public let text: String
    /// The words searched for, each a run of letters, digits and marks.
    public let words: [String]

    /// How recent searches remember it: "Squat " and "squat" are one search.
    public var remembered: String { text.lowercased() }

    /// The MATCH expression: every word as a quoted prefix. A word holds no quote (quotes
    /// separate words), so quoting it needs no escaping.
    public var matchExpression: String {
        words.map { "\"\($0)\"*" }.joined(separator: " ")
    }

    public static func parse(_ raw: String) -> Result<FactSearchQuery, FieldErrors> {
        let text = FactText.normalized(raw)
        guard length.contains(text.count) else {
            let message = text.count < length.lowerBound
                ? "Type at least \(length.lowerBound) characters to search."
                : "Keep the search to \(length.upperBound) characters (this one has \(text.count))."
            return .failure(FieldErrors([FieldError(field: "q", message: message)]))
        }
        return .success(FactSearchQuery(text: text, words: words(in: text)))
    }

    /// Runs of the characters FTS5's unicode61 tokenizer keeps in a token (letters, numbers,
    /// private use) and of combining marks, which it folds away with the accents.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isWordScalar(scalar) {
                word.append(scalar)
            } else if !word.isEmpty {
                words.append(String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        return words
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .privateUse,
             .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
