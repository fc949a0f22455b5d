/// A value of an uploaded document together with where it sits, so that every complaint about
/// it names its JSON path. The path is only spelled out when there is a complaint.
struct DocumentValue {
    let value: JSONValue
    private let parent: String
    private let step: Step

    private enum Step {
        case root
        case key(String)
        case index(Int)
    }

    static func root(_ value: JSONValue) -> DocumentValue {
        DocumentValue(value: value, parent: "$", step: .root)
    }

    private init(value: JSONValue, parent: String, step: Step) {
        self.value = value
        self.parent = parent
        self.step = step
    }

    /// "$.workouts[3].lift"
    var path: String {
        switch step {
        case .root: parent
        case .key(let name): parent + "." + name
        case .index(let index): parent + "[\(index)]"
        }
    }

    func problem(_ text: String) -> AccountDocumentError {
        .value(path: path, problem: text)
    }

    /// A member that must be there (null counts as there, for the optional readers).
    func member(_ name: String) throws(AccountDocumentError) -> DocumentValue {
        guard case .object = value else { throw problem("expected an object, found \(value.kindName).") }
        guard let found = value[name] else { throw problem("the member \"\(name)\" is missing.") }
        return DocumentValue(value: found, parent: path, step: .key(name))
    }

    /// A list of at most `limit` items, each with its path.
    func items(limit: Int, what: String) throws(AccountDocumentError) -> [DocumentValue] {
        guard let list = value.array else { throw problem("expected a list of \(what), found \(value.kindName).") }
        guard list.count <= limit else {
            throw problem("\(NumberText.grouped(list.count)) \(what) is more than the \(NumberText.grouped(limit)) one import takes.")
        }
        let path = path
        return list.enumerated().map { DocumentValue(value: $1, parent: path, step: .index($0)) }
    }

    var isNull: Bool { value == .null }

    func text() throws(AccountDocumentError) -> String {
        guard let text = value.string else { throw problem("expected text, found \(value.kindName).") }
        return text
    }

    /// Text by the forms' rule (`PlainText`), trimmed, of a length in `length`.
    func plainText(multiline: Bool = false, length: ClosedRange<Int>) throws(AccountDocumentError) -> String {
        switch PlainText.parse(String(try text().trimmingSpaces()), multiline: multiline) {
        case .failure(let refused):
            throw problem(refused.message)
        case .success(let text):
            guard length.contains(text.count) else {
                throw problem("expected text of \(length.lowerBound) to \(NumberText.grouped(length.upperBound)) characters, "
                    + "found \(NumberText.grouped(text.count)).")
            }
            return text
        }
    }

    func number(in range: ClosedRange<Double>) throws(AccountDocumentError) -> Double {
        guard let number = value.number else { throw problem("expected a number, found \(value.kindName).") }
        guard range.contains(number) else {
            throw problem("\(Self.text(number)) is outside \(Self.text(range.lowerBound)) to \(Self.text(range.upperBound)).")
        }
        return number
    }

    func wholeNumber(in range: ClosedRange<Int64>) throws(AccountDocumentError) -> Int64 {
        let number = try number(in: Double(range.lowerBound)...Double(range.upperBound))
        guard number == number.rounded() else { throw problem("expected a whole number, found \(Self.text(number)).") }
        return Int64(clamping: number)
    }

    /// A number as the document could have written it: "300", "8.5", "1e+300".
    private static func text(_ number: Double) -> String {
        abs(number) < 1e15 ? NumberText.plain(number, decimals: 9) : number.description
    }

    func bool() throws(AccountDocumentError) -> Bool {
        guard case .bool(let flag) = value else { throw problem("expected true or false, found \(value.kindName).") }
        return flag
    }

    func date(in range: ClosedRange<CalendarDate>) throws(AccountDocumentError) -> CalendarDate {
        guard let date = CalendarDate(iso: try text()) else { throw problem("expected a date as YYYY-MM-DD.") }
        guard range.contains(date) else { throw problem("\(date.iso) is outside \(range.lowerBound.iso) to \(range.upperBound.iso).") }
        return date
    }

    /// One of a fixed set of words, such as a unit.
    func choice<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) throws(AccountDocumentError) -> Choice
        where Choice.RawValue == String {
        let raw = try text()
        guard let choice = Choice(rawValue: raw) else {
            throw problem("expected one of \(Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")).")
        }
        return choice
    }

    /// Nil for null, else what `read` makes of the value.
    func optional<Value>(_ read: (DocumentValue) throws(AccountDocumentError) -> Value) throws(AccountDocumentError) -> Value? {
        isNull ? nil : try read(self)
    }
}
