/// How a fact's text is stored and compared.
public enum FactText {
    /// The text on one line: whitespace trimmed, and every run of spaces, tabs or line breaks
    /// made one space. A fact is one short paragraph, and a pasted or imported one often
    /// carries stray line breaks.
    public static func normalized(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.append(character)
        }
        return result
    }

    /// What makes two facts the same fact: their normalized text, lowercased, so an import
    /// that differs only in case or spacing is skipped as a duplicate.
    public static func key(_ text: String) -> String {
        normalized(text).lowercased()
    }
}
