/// A category's name is also its address (`/facts/categories/gym-legends`), so it is kept to
/// lowercase letters, digits and single hyphens. Names typed or imported in another shape are
/// folded into this one: "Gym Legends" and "gym_legends" both become "gym-legends".
public enum CategoryName {
    public static let length = 1...40

    public static func parse(_ raw: String) -> Result<String, CategoryNameProblem> {
        var name = ""
        var pendingHyphen = false
        for character in raw.lowercased() {
            if character.isWhitespace || character == "-" || character == "_" {
                pendingHyphen = !name.isEmpty
                continue
            }
            guard isAllowed(character) else { return .failure(.character(character)) }
            if pendingHyphen { name.append("-") }
            pendingHyphen = false
            name.append(character)
        }
        guard !name.isEmpty else { return .failure(.empty) }
        guard name.count <= length.upperBound else { return .failure(.tooLong(count: name.count)) }
        return .success(name)
    }

    /// Letters and digits of any script, so "ernährung" is a name too; nothing that needs
    /// escaping in a path.
    private static func isAllowed(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .lowercaseLetter, .otherLetter, .modifierLetter, .decimalNumber, .nonspacingMark, .spacingMark: true
            default: false
            }
        }
    }
}
