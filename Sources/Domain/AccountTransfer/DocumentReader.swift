/// Reads an uploaded document's values where they stand, each checked as it is read, so the
/// document is never held as a tree of JSON values (issue 23): a 32 MB upload took 25 times
/// its size that way. Every complaint names the value's JSON path, spelled out only then.
///
/// The document has been checked as JSON before (`AccountDocumentReader`), so what goes wrong
/// here is a value of the wrong kind or out of range.
struct DocumentReader {
    private var json: JSONReader
    private var steps: [Step] = []
    /// Texts that repeat through a document (lift names, comments, times of an import) are
    /// kept once and shared, up to `maxSharedTexts` of them: past that, the texts are mostly
    /// different (times of sets logged by hand), and the table would cost more than it saves.
    private var texts: Set<String> = []
    private static let maxSharedTexts = 4_096

    private enum Step {
        case key(String)
        case index(Int)
    }

    init(_ bytes: ArraySlice<UInt8>, depthLimit: Int) {
        json = JSONReader(bytes, depthLimit: depthLimit)
    }

    /// "$.workouts[3].lift"
    var path: String {
        steps.reduce(into: "$") { path, step in
            switch step {
            case .key(let name): path += "." + name
            case .index(let index): path += "[\(index)]"
            }
        }
    }

    func problem(_ text: String) -> AccountDocumentError {
        .value(path: path, problem: text)
    }

    /// The object here, a member at a time in document order: `read` is given each key and
    /// reads its value, or answers false to have it skipped. A caller takes the first of a
    /// repeated key, as readers of a JSON tree do.
    mutating func object(_ read: (inout DocumentReader, String) throws(AccountDocumentError) -> Bool) throws(AccountDocumentError) {
        try expect(.object, "an object")
        try reading { json throws(JSONError) in try json.beginObject() }
        while let key = try reading({ json throws(JSONError) in try json.nextKey() }) {
            steps.append(.key(key))
            if try !read(&self, key) { try reading { json throws(JSONError) in try json.skipValue() } }
            steps.removeLast()
        }
    }

    /// A member the object must have, once its members are read.
    func required<Value>(_ value: Value?, _ name: String) throws(AccountDocumentError) -> Value {
        guard let value else { throw problem("the member \"\(name)\" is missing.") }
        return value
    }

    /// The list here, of at most `limit` items: they are counted before any is read, and
    /// `counted` may refuse the count; then `read` reads each.
    mutating func forEach(limit: Int, what: String, counted: (DocumentReader, Int) throws(AccountDocumentError) -> Void = { _, _ in },
                          _ read: (inout DocumentReader, Int) throws(AccountDocumentError) -> Void) throws(AccountDocumentError) {
        try expect(.array, "a list of \(what)")
        let count = try reading { json throws(JSONError) in try json.countItems() }
        guard count <= limit else {
            throw problem("\(NumberText.grouped(count)) \(what) is more than the \(NumberText.grouped(limit)) one import takes.")
        }
        try counted(self, count)
        try reading { json throws(JSONError) in try json.beginArray() }
        var index = 0
        while try reading({ json throws(JSONError) in try json.nextItem() }) {
            steps.append(.index(index))
            try read(&self, index)
            steps.removeLast()
            index += 1
        }
    }

    /// The list here as values, room for all of them taken at once.
    mutating func items<Item>(limit: Int, what: String, counted: (DocumentReader, Int) throws(AccountDocumentError) -> Void = { _, _ in },
                              _ read: (inout DocumentReader) throws(AccountDocumentError) -> Item) throws(AccountDocumentError) -> [Item] {
        var items: [Item] = []
        try forEach(limit: limit, what: what, counted: { reader, count throws(AccountDocumentError) in
            try counted(reader, count)
            items.reserveCapacity(count)
        }) { reader, _ throws(AccountDocumentError) in
            items.append(try read(&reader))
        }
        return items
    }

    mutating func text() throws(AccountDocumentError) -> String {
        try expect(.string, "text")
        return try reading { json throws(JSONError) in try json.string() }
    }

    /// Text by the forms' rule (`PlainText`), trimmed, of a length in `length`; the same text
    /// met again is the same string.
    mutating func plainText(multiline: Bool = false, length: ClosedRange<Int>) throws(AccountDocumentError) -> String {
        switch PlainText.parse(String(try text().trimmingSpaces()), multiline: multiline) {
        case .failure(let refused):
            throw problem(refused.message)
        case .success(let text):
            guard length.contains(text.count) else {
                throw problem("expected text of \(length.lowerBound) to \(NumberText.grouped(length.upperBound)) characters, "
                    + "found \(NumberText.grouped(text.count)).")
            }
            return shared(text)
        }
    }

    mutating func shared(_ text: String) -> String {
        if let known = texts.firstIndex(of: text) { return texts[known] }
        if texts.count < Self.maxSharedTexts { texts.insert(text) }
        return text
    }

    mutating func number(in range: ClosedRange<Double>) throws(AccountDocumentError) -> Double {
        try expect(.number, "a number")
        let number = try reading { json throws(JSONError) in try json.number() }
        try check(number, in: range)
        return number
    }

    /// A number read here is in `range`.
    func check(_ number: Double, in range: ClosedRange<Double>) throws(AccountDocumentError) {
        guard range.contains(number) else {
            throw problem("\(Self.text(number)) is outside \(Self.text(range.lowerBound)) to \(Self.text(range.upperBound)).")
        }
    }

    mutating func wholeNumber(in range: ClosedRange<Int64>) throws(AccountDocumentError) -> Int64 {
        let number = try number(in: Double(range.lowerBound)...Double(range.upperBound))
        guard number == number.rounded() else { throw problem("expected a whole number, found \(Self.text(number)).") }
        return Int64(number)
    }

    /// A number as the document could have written it: "300", "8.5", "1e+300".
    private static func text(_ number: Double) -> String {
        abs(number) < 1e15 ? NumberText.plain(number, decimals: 9) : number.description
    }

    mutating func bool() throws(AccountDocumentError) -> Bool {
        try expect(.bool, "true or false")
        return try reading { json throws(JSONError) in try json.bool() }
    }

    mutating func date(in range: ClosedRange<CalendarDate>) throws(AccountDocumentError) -> CalendarDate {
        guard let date = CalendarDate(iso: try text()) else { throw problem("expected a date as YYYY-MM-DD.") }
        guard range.contains(date) else { throw problem("\(date.iso) is outside \(range.lowerBound.iso) to \(range.upperBound.iso).") }
        return date
    }

    /// One of a fixed set of words, such as a unit.
    mutating func choice<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) throws(AccountDocumentError) -> Choice
        where Choice.RawValue == String {
        let raw = try text()
        guard let choice = Choice(rawValue: raw) else {
            throw problem("expected one of \(Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")).")
        }
        return choice
    }

    /// Nil for null, else what `read` makes of the value.
    mutating func optional<Value>(_ read: (inout DocumentReader) throws(AccountDocumentError) -> Value) throws(AccountDocumentError) -> Value? {
        guard try kind() == .null else { return try read(&self) }
        try reading { json throws(JSONError) in try json.null() }
        return nil
    }

    private mutating func kind() throws(AccountDocumentError) -> JSONKind {
        try reading { json throws(JSONError) in try json.kind() }
    }

    private mutating func expect(_ kind: JSONKind, _ expected: String) throws(AccountDocumentError) {
        let found = try self.kind()
        guard found == kind else { throw problem("expected \(expected), found \(found.name).") }
    }

    private mutating func reading<Value>(_ step: (inout JSONReader) throws(JSONError) -> Value) throws(AccountDocumentError) -> Value {
        do {
            return try step(&json)
        } catch {
            throw .notJSON(error)
        }
    }
}
