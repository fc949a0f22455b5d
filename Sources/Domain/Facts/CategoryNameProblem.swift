/// Why a text cannot name a category.
public enum CategoryNameProblem: Error, Sendable, Equatable {
    case empty
    case tooLong(count: Int)
    case character(Character)

    public var message: String {
        switch self {
        case .empty:
            "Enter a name for the category, such as strength."
        case .tooLong(let count):
            "Use at most \(CategoryName.length.upperBound) characters for a category name (this one has \(count))."
        case .character(let character):
            "A category name takes letters, digits and hyphens only, such as gym-legends; remove \u{201C}\(character)\u{201D}."
        }
    }
}
