/// Reads facts in the shape of the public chucknorris.io API: one fact
/// `{"id": "…", "value": "…", "categories": ["…"]}`, a list of them, or a search result
/// `{"total": 2, "result": [ … ]}`. The API's `url` becomes the fact's source; a `source`
/// member, which the API does not have, wins over it. Other members (`icon_url`,
/// `created_at`, …) are ignored. Every fact is checked by the rules of the staff form.
public enum FactImport {
    /// More than the public API holds, few enough to check and store in one go.
    public static let maxFacts = 20_000
    public static let idLength = 1...100

    /// Read without a tree of the whole document (issue 23): a first pass checks it is JSON
    /// and finds its shape, keeping nothing; the second reads fact by fact, each as an object of
    /// only the members a fact has, so what else a file holds is never built.
    public static func parse(_ bytes: ArraySlice<UInt8>) -> Result<[ImportedFact], FactImportError> {
        guard bytes.contains(where: { !isJSONSpace($0) }) else { return .failure(.empty) }
        let shape: Shape
        do {
            shape = try Self.shape(bytes)
        } catch {
            return .failure(.notJSON(error))
        }
        var json = JSONReader(bytes)
        do {
            switch shape {
            case .refused(let found): return .failure(.shape(found: found))
            case .single: return try facts(count: 1) { () throws(JSONError) in try members(&json) }
            case .searchResult:
                try json.beginObject()
                while let key = try json.nextKey(), key != "result" { try json.skipValue() }
                fallthrough
            case .list:
                let count = try json.countItems()
                try json.beginArray()
                return try facts(count: count) { () throws(JSONError) in
                    _ = try json.nextItem()
                    return try members(&json)
                }
            }
        } catch {
            return .failure(.notJSON(error))
        }
    }

    public static func parse(_ bytes: [UInt8]) -> Result<[ImportedFact], FactImportError> {
        parse(bytes[...])
    }

    private enum Shape {
        case single, list, searchResult
        case refused(String)
    }

    /// One fact, a list of them, or a search result `{"result": [...]}` (with no `"value"`).
    private static func shape(_ bytes: ArraySlice<UInt8>) throws(JSONError) -> Shape {
        var json = JSONReader(bytes)
        let kind = try json.kind()
        var shape = Shape.refused(kind.name)
        if kind == .array {
            shape = .list
            try json.skipValue()
        } else if kind == .object {
            var hasValue = false
            var result: JSONKind?
            try json.beginObject()
            while let key = try json.nextKey() {
                if key == "value" { hasValue = true }
                if key == "result" && result == nil { result = try json.kind() }
                try json.skipValue()
            }
            switch result {
            case .some(let kind) where !hasValue:
                shape = kind == .array ? .searchResult : .refused("a search result whose \"result\" is \(kind.name), not a list")
            default: shape = .single
            }
        } else {
            try json.skipValue()
        }
        try json.end()
        return shape
    }

    /// `count` facts, each as `next` reads it; the first refused ends the reading.
    private static func facts(count: Int, next: () throws(JSONError) -> JSONValue) throws(JSONError) -> Result<[ImportedFact], FactImportError> {
        guard count > 0 else { return .failure(.noFacts) }
        guard count <= maxFacts else { return .failure(.tooMany(count: count)) }
        var facts: [ImportedFact] = []
        facts.reserveCapacity(count)
        for number in 1...count {
            switch fact(try next()) {
            case .success(let fact): facts.append(fact)
            case .failure(let problem): return .failure(.fact(number: number, problem: problem.message))
            }
        }
        return .success(facts)
    }

    /// The fact here as an object of only the members a fact has; anything but an object is
    /// given by its kind alone, which is all its message names.
    private static func members(_ json: inout JSONReader) throws(JSONError) -> JSONValue {
        guard try json.kind() == .object else { return try shallow(&json) }
        var members: [(key: String, value: JSONValue)] = []
        try json.beginObject()
        while let key = try json.nextKey() {
            switch key {
            case "id", "value", "source", "url": members.append((key, try shallow(&json)))
            case "categories": members.append((key, try categories(&json)))
            default: try json.skipValue()
            }
        }
        return .object(members)
    }

    /// A value as far as a fact's checks look at it: text, numbers, true, false and null
    /// whole; a list or an object as an empty one of its kind.
    private static func shallow(_ json: inout JSONReader) throws(JSONError) -> JSONValue {
        if let scalar = try JSONParser.scalar(&json) { return scalar }
        let kind = try json.kind()
        try json.skipValue()
        return kind == .array ? .array([]) : .object([])
    }

    /// The categories up to the first that is not a name, which is as far as `names` reads.
    private static func categories(_ json: inout JSONReader) throws(JSONError) -> JSONValue {
        guard try json.kind() == .array else { return try shallow(&json) }
        var items: [JSONValue] = []
        try json.beginArray()
        while try json.nextItem() {
            if let last = items.last, last.string == nil {
                try json.skipValue()
            } else {
                items.append(try shallow(&json))
            }
        }
        return .array(items)
    }

    /// A problem with one fact, as a sentence.
    struct Problem: Error {
        let message: String
    }

    private static func fact(_ item: JSONValue) -> Result<ImportedFact, Problem> {
        guard item.isObject else { return .failure(Problem(message: "expected an object with \"id\" and \"value\", found \(item.kindName).")) }
        let id: String
        let body: String
        let source: String
        let categories: [String]
        do {
            id = try identifier(item["id"])
            body = try text(item["value"], name: "value", what: "the fact's text")
            source = try text(item["source"] ?? item["url"] ?? .string(""), name: item["source"] == nil ? "url" : "source", what: "its source")
            categories = try names(item["categories"])
        } catch {
            return .failure(error)
        }
        switch FactInput.parse(body: body, source: source, categories: categories) {
        case .success(let input): return .success(ImportedFact(id: id, input: input))
        case .failure(let errors): return .failure(Problem(message: errors.errors.map(\.message).joined(separator: " ")))
        }
    }

    /// The API's ids are text; a whole number is taken too, as some exports write them so.
    private static func identifier(_ value: JSONValue?) throws(Problem) -> String {
        switch value {
        case .string(let raw)?:
            let id = FactText.normalized(raw)
            guard idLength.contains(id.count) else {
                throw Problem(message: "its \"id\" must be 1 to \(idLength.upperBound) characters (this has \(id.count)).")
            }
            guard case .success = PlainText.parse(id, multiline: false) else {
                throw Problem(message: "its \"id\" holds a control or reserved character; use letters, digits and punctuation.")
            }
            return id
        case .number(let number)?:
            guard number == number.rounded(), abs(number) <= 9_007_199_254_740_992 else {
                throw Problem(message: "its \"id\" must be text or a whole number, not \(number).")
            }
            return String(Int64(number))
        case nil:
            throw Problem(message: "it has no \"id\", which tells a new fact from an update of one imported before.")
        case let other?:
            throw Problem(message: "its \"id\" must be text, not \(other.kindName).")
        }
    }

    private static func text(_ value: JSONValue?, name: String, what: String) throws(Problem) -> String {
        guard let value else { throw Problem(message: "it has no \"\(name)\" (\(what)).") }
        guard let raw = value.string else { throw Problem(message: "its \"\(name)\" (\(what)) must be text, not \(value.kindName).") }
        switch PlainText.parse(raw, multiline: true) {
        case .success(let text): return text
        case .failure(let problem): throw Problem(message: "its \"\(name)\": \(problem.message)")
        }
    }

    /// Missing or null is no category, as the API answers for uncategorised facts.
    private static func names(_ value: JSONValue?) throws(Problem) -> [String] {
        guard let value, value != .null else { return [] }
        guard let list = value.array else { throw Problem(message: "its \"categories\" must be a list of names, not \(value.kindName).") }
        var names: [String] = []
        for item in list {
            guard let name = item.string else { throw Problem(message: "its \"categories\" must hold names (text), not \(item.kindName).") }
            names.append(name)
        }
        return names
    }

    private static func isJSONSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
