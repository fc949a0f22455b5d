import Glibc

/// The process environment as a dictionary, read straight from `environ`.
public enum Environment {
    public static var current: [String: String] {
        var values: [String: String] = [:]
        var cursor = environ
        while let entry = cursor.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                values[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            cursor += 1
        }
        return values
    }
}
