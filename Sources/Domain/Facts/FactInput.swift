/// A fact as staff type it or an import brings it, checked: its text on one line, its source,
/// and the names of its categories.
public struct FactInput: Sendable, Equatable {
    /// Short enough to read at a glance and to fit the share card, long enough to say something.
    public static let bodyLength = 20...400
    public static let sourceLength = 0...300

    public let body: String
    public let source: String
    /// Valid category names, sorted, each once.
    public let categories: [String]

    /// What makes two facts the same (see `FactText.key`).
    public var key: String { FactText.key(body) }

    /// `categories` are names as typed: each is folded into a category name
    /// (`CategoryName`), and the first that cannot be is the `categories` field's error.
    public static func parse(body: String?, source: String?, categories: [String]) -> Result<FactInput, FieldErrors> {
        var errors: [FieldError] = []
        let body = FactText.normalized(body ?? "")
        if !bodyLength.contains(body.count) {
            errors.append(FieldError(field: "body", message: body.count < bodyLength.lowerBound
                ? "Write at least \(bodyLength.lowerBound) characters for the fact (this has \(body.count))."
                : "Keep the fact to \(bodyLength.upperBound) characters so it fits its card (this has \(body.count))."))
        }
        let source = FactText.normalized(source ?? "")
        if source.count > sourceLength.upperBound {
            errors.append(FieldError(field: "source", message:
                "Keep the source to \(sourceLength.upperBound) characters: authors, year, title, where it was published (this has \(source.count))."))
        }
        var names: Set<String> = []
        for raw in categories {
            switch CategoryName.parse(raw) {
            case .success(let name): names.insert(name)
            case .failure(let problem):
                if !errors.contains(where: { $0.field == "categories" }) {
                    errors.append(FieldError(field: "categories", message: problem.message))
                }
            }
        }
        guard errors.isEmpty else { return .failure(FieldErrors(errors)) }
        return .success(FactInput(body: body, source: source, categories: names.sorted()))
    }

    private init(body: String, source: String, categories: [String]) {
        self.body = body
        self.source = source
        self.categories = categories
    }
}
