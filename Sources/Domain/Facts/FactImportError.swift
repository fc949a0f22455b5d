/// Why an import was refused as a whole. Nothing is stored when any fact of it is wrong, so
/// the file can be fixed and imported again.
public enum FactImportError: Error, Sendable, Equatable {
    case empty
    case notJSON(JSONError)
    case shape(found: String)
    case noFacts
    case tooMany(count: Int)
    /// A fact of the file, counted from 1, and what is wrong with it.
    case fact(number: Int, problem: String)

    public var message: String {
        switch self {
        case .empty:
            "There is nothing to import. Choose a JSON file or paste its text."
        case .notJSON(let error):
            "This is not valid JSON (\(error)). Check the file, or copy the API's answer again in full."
        case .shape(let found):
            "Expected one fact ({\"id\", \"value\", \"categories\"}), a list of them, or a search result "
                + "({\"total\", \"result\": [...]}), but the JSON is \(found)."
        case .noFacts:
            "The JSON holds no facts: its list is empty."
        case .tooMany(let count):
            "This holds \(count) facts; import at most \(FactImport.maxFacts) at a time by splitting the file."
        case let .fact(number, problem):
            "Fact \(number): \(problem)"
        }
    }
}
