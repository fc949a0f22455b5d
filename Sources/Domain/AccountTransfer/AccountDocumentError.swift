/// Why an uploaded file is not an account document this server can take, with where: the
/// line and column for a file that is not JSON, the JSON path (`$.workouts[12].weight`) for
/// a value of the wrong type or out of range. Nothing of such a file is stored.
public enum AccountDocumentError: Error, Sendable, Equatable {
    case empty
    case tooBig(bytes: Int)
    /// A file of another kind, told by its first bytes (`AccountFileKind`): a CSV of sets, a
    /// route, an archive, chosen by mistake.
    case otherKind(AccountFileKind)
    case notJSON(JSONError)
    case notAccountDocument(found: String)
    case wrongFormat(String)
    /// `path` is where in the document, `problem` a sentence about the value there.
    case value(path: String, problem: String)

    public var message: String {
        switch self {
        case .empty:
            "The file is empty. Choose the .json file that “Export my account” downloaded."
        case .tooBig(let bytes):
            "The file is \(NumberText.grouped(bytes)) bytes; an account document may have at most "
                + "\(NumberText.grouped(AccountDocumentReader.maxBytes)) bytes."
        case .otherKind(let kind):
            "This is not an account file (it looks like \(kind.description)). Choose the .json file that “Export my account” "
                + "downloaded\(kind.elsewhere)."
        case .notJSON(let error):
            "This is not JSON (\(error)). Choose the .json file that “Export my account” downloaded, unchanged."
        case .notAccountDocument(let found):
            "This is not a Lifting Log account export: the JSON is \(found), not an object with \"format\": \"\(AccountDocument.format)\"."
        case .wrongFormat(let found):
            "This is not a Lifting Log account export this server reads: its \"format\" is \(found), "
                + "expected \"\(AccountDocument.format)\"."
        case let .value(path, problem):
            "At \(path): \(problem)"
        }
    }
}
