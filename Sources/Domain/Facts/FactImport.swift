/// Reads facts in the shape of the public chucknorris.io API: one fact
/// `{"id": "…", "value": "…", "categories": ["…"]}`, a list of them, or a search result
/// `{"total": 2, "result": [ … ]}`. The API's `url` becomes the fact's source; a `source`
/// member, which the API does not have, wins over it. Other members (`icon_url`,
/// `created_at`, …) are ignored. Every fact is checked by the rules of the staff form.
public enum FactImport {
    /// More than the public API holds, few enough to check and store in one go.
    public static let maxFacts = 20_000
    public static let idLength = 1...100

    public static func parse(_ bytes: [UInt8]) -> Result<[ImportedFact], FactImportError> {
        guard bytes.contains(where: { !isJSONSpace($0) }) else { return .failure(.empty) }
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            return .failure(.notJSON(error))
        }
        let items: [JSONValue]
        if let list = document.array {
            items = list
        } else if let result = document["result"], document["value"] == nil {
            guard let list = result.array else {
                return .failure(.shape(found: "a search result whose \"result\" is \(result.kindName), not a list"))
            }
            items = list
        } else if document.isObject {
            items = [document]
        } else {
            return .failure(.shape(found: document.kindName))
        }
        guard !items.isEmpty else { return .failure(.noFacts) }
        guard items.count <= maxFacts else { return .failure(.tooMany(count: items.count)) }
        var facts: [ImportedFact] = []
        facts.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            switch fact(item) {
            case .success(let fact): facts.append(fact)
            case .failure(let problem): return .failure(.fact(number: index + 1, problem: problem.message))
            }
        }
        return .success(facts)
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
            return String(Int64(clamping: number))
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
