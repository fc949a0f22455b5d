extension JSONValue {
    /// A provider's JSON document, which must be an object.
    static func document(_ bytes: [UInt8], named name: String) throws(SingleSignOnError) -> JSONValue {
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw SingleSignOnError("The provider's \(name) is not JSON: \(error).")
        }
        guard value.isObject else { throw SingleSignOnError("The provider's \(name) is not a JSON object.") }
        return value
    }

    /// A member that must be a non-empty string.
    func requiredString(_ key: String, in name: String) throws(SingleSignOnError) -> String {
        guard let text = self[key]?.string, !text.isEmpty else {
            throw SingleSignOnError("The provider's \(name) has no \(key).")
        }
        return text
    }

    /// Whole seconds since 1970 (RFC 7519 §2 NumericDate), within a range no clock leaves.
    func seconds(_ key: String) -> Int? {
        guard let number = self[key]?.number, let whole = Int(exactly: number.rounded(.down)), (0...(1 << 40)).contains(whole) else {
            return nil
        }
        return whole
    }
}
