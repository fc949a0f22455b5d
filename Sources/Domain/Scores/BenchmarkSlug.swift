/// A benchmark's name in an address: lower-case letters and digits, words joined by hyphens
/// ("Fran" → `fran`, "Murph 2026" → `murph-2026`).
public enum BenchmarkSlug {
    public static func make(_ name: String) -> String {
        var slug = ""
        var gap = false
        for character in name.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                if gap && !slug.isEmpty { slug.append("-") }
                slug.append(character)
                gap = false
            } else {
                gap = true
            }
        }
        return slug
    }
}
