/// Text in the Prometheus exposition format, version 0.0.4
/// (prometheus.io/docs/instrumenting/exposition_formats): each family a `# HELP` and a
/// `# TYPE` line, then its samples, one a line, label values escaped.
struct PrometheusText {
    static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    private(set) var text = ""

    mutating func family(_ name: String, type: String, help: String) {
        text += "# HELP \(name) \(Self.escaped(help, quotes: false))\n# TYPE \(name) \(type)\n"
    }

    /// A family of one unlabelled gauge.
    mutating func gauge(_ name: String, help: String, _ value: Int) {
        family(name, type: "gauge", help: help)
        sample(name, value)
    }

    mutating func gauge(_ name: String, help: String, _ value: Double) {
        family(name, type: "gauge", help: help)
        sample(name, value)
    }

    mutating func sample(_ name: String, _ value: Int, labels: [(String, String)] = []) {
        sample(name, text: String(value), labels: labels)
    }

    mutating func sample(_ name: String, _ value: Double, labels: [(String, String)] = []) {
        sample(name, text: value.description, labels: labels)
    }

    private mutating func sample(_ name: String, text value: String, labels: [(String, String)]) {
        text += name
        if !labels.isEmpty {
            text += "{" + labels.map { "\($0.0)=\"\(Self.escaped($0.1, quotes: true))\"" }.joined(separator: ",") + "}"
        }
        text += " " + value + "\n"
    }

    /// Backslash and line feed escaped everywhere, the double quote too inside a label value.
    private static func escaped(_ text: String, quotes: Bool) -> String {
        guard text.contains(where: { $0 == "\\" || $0 == "\n" || (quotes && $0 == "\"") }) else { return text }
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\"" where quotes: result += "\\\""
            default: result.append(character)
            }
        }
        return result
    }
}
