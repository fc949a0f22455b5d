/// Why one row could not become a set. The message names the field and quotes what was
/// written, so a person can find the cell and fix it.
enum RowProblem: Error, Equatable {
    case notWholeNumber(field: String, value: String)
    case notNumber(field: String, value: String)
    case outOfRange(field: String, value: String, rule: String)
    case notRealDate(value: String)
    case dateForm(value: String, example: String)
    case notOneOf(field: String, value: String, choices: String)
    case fieldCount(expected: Int, found: Int)
    case headerFieldCount(header: Int, found: Int)
    case emptyName
    case nameTooLong(limit: Int)
    case commentsTooLong(limit: Int)
    case text(field: String, problem: PlainTextProblem)
    case malformed(CSVProblem)

    var message: String {
        switch self {
        case let .notWholeNumber(field, value): "\(field) '\(Self.quoted(value))' is not a whole number"
        case let .notNumber(field, value): "\(field) '\(Self.quoted(value))' is not a number"
        case let .outOfRange(field, value, rule): "\(field) '\(Self.quoted(value))' must be \(rule)"
        case let .notRealDate(value): "date '\(Self.quoted(value))' is not a real date"
        case let .dateForm(value, example): "date '\(Self.quoted(value))' is not in the form \(example)"
        case let .notOneOf(field, value, choices): "\(field) '\(Self.quoted(value))' is not \(choices)"
        case let .fieldCount(expected, found): "expected \(expected) fields, found \(found)"
        case let .headerFieldCount(header, found): "the row has \(found) fields, the header \(header)"
        case .emptyName: "the exercise name is empty"
        case let .nameTooLong(limit): "the exercise name is longer than \(limit) characters"
        case let .commentsTooLong(limit): "the notes are longer than \(limit) characters"
        case let .text(field, problem): "\(field): \(problem.message)"
        case let .malformed(problem): "the quotes do not pair up: \(problem)"
        }
    }

    /// The kind of problem, without the values: rows refused for the same reason share it.
    var kind: String {
        switch self {
        case .notWholeNumber(let field, _): "notWholeNumber \(field)"
        case .notNumber(let field, _): "notNumber \(field)"
        case .outOfRange(let field, _, _): "outOfRange \(field)"
        case .notOneOf(let field, _, _): "notOneOf \(field)"
        case .notRealDate: "notRealDate"
        case .dateForm: "dateForm"
        case .fieldCount, .headerFieldCount: "fieldCount"
        case .emptyName: "emptyName"
        case .nameTooLong: "nameTooLong"
        case .commentsTooLong: "commentsTooLong"
        case .text(let field, _): "text \(field)"
        case .malformed: "malformed"
        }
    }

    /// What was written, cut short so one huge cell cannot make a huge message.
    static func quoted(_ value: String) -> String {
        value.count > 40 ? value.prefix(40) + "…" : value
    }
}
