/// A header value of the shape `value; name=token; name="quoted string"`, as in Content-Type
/// (RFC 9110 §8.3.1, §5.6.6) and Content-Disposition (RFC 6266 §4.1).
struct ParameterizedValue {
    /// The part before the first ";", without surrounding whitespace.
    let value: String
    private(set) var parameters: [(name: String, value: String)] = []

    /// Nil when a parameter is malformed.
    init?(_ header: String) {
        let bytes = Array(header.utf8)
        var index = bytes.firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
        value = Substring(header.utf8.prefix(index)).trimmingASCIISpaces()
        while index < bytes.count {
            index += 1
            Self.skipWhitespace(bytes, &index)
            // Tolerate an empty parameter, as after a trailing ";".
            if index == bytes.count || bytes[index] == UInt8(ascii: ";") { continue }
            guard let parameter = Self.parameter(bytes, &index) else { return nil }
            parameters.append(parameter)
            Self.skipWhitespace(bytes, &index)
            guard index == bytes.count || bytes[index] == UInt8(ascii: ";") else { return nil }
        }
    }

    /// Whether the value is `expected`, ignoring ASCII case.
    func `is`(_ expected: String) -> Bool { HTTPHeaders.sameName(value, expected) }

    /// The first parameter of that name; parameter names ignore ASCII case.
    func parameter(_ name: String) -> String? {
        parameters.first { HTTPHeaders.sameName($0.name, name) }?.value
    }

    private static func parameter(_ bytes: [UInt8], _ index: inout Int) -> (name: String, value: String)? {
        let name = token(bytes, &index)
        guard !name.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
        index += 1
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") { return quoted(bytes, &index).map { (name, $0) } }
        let value = token(bytes, &index)
        return value.isEmpty ? nil : (name, value)
    }

    private static func token(_ bytes: [UInt8], _ index: inout Int) -> String {
        let start = index
        while index < bytes.count, ByteClass.isToken(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// quoted-string with quoted-pair escapes (RFC 9110 §5.6.4); nil when unterminated.
    private static func quoted(_ bytes: [UInt8], _ index: inout Int) -> String? {
        var text: [UInt8] = []
        index += 1
        while index < bytes.count {
            var byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { return String(validating: text, as: UTF8.self) }
            if byte == UInt8(ascii: "\\") {
                guard index < bytes.count else { return nil }
                byte = bytes[index]
                index += 1
            }
            guard ByteClass.isFieldValue(byte) else { return nil }
            text.append(byte)
        }
        return nil
    }

    private static func skipWhitespace(_ bytes: [UInt8], _ index: inout Int) {
        while index < bytes.count, ByteClass.isWhitespace(bytes[index]) { index += 1 }
    }
}
