/// Form fields as name/value pairs in the order they were sent. A name may repeat (checkboxes,
/// multiple selects), so the subscript gives the first value and `values(for:)` all of them.
public struct FormData: Sendable, Equatable {
    public typealias Field = (name: String, value: String)

    public private(set) var fields: [Field]

    public init(_ fields: [Field] = []) {
        self.fields = fields
    }

    public subscript(name: String) -> String? {
        fields.first { $0.name == name }?.value
    }

    public func values(for name: String) -> [String] {
        fields.filter { $0.name == name }.map(\.value)
    }

    public var isEmpty: Bool { fields.isEmpty }

    public mutating func append(_ name: String, _ value: String) {
        fields.append((name, value))
    }

    public static func == (lhs: FormData, rhs: FormData) -> Bool {
        lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
    }

    /// An application/x-www-form-urlencoded body (WHATWG URL §5.1): `&`-separated pairs, "+" for
    /// space, percent escapes. Unlike the standard's lenient parser, a malformed escape or bytes
    /// that are not UTF-8 are rejected with 400 rather than turned into replacement characters.
    public static func urlEncoded(_ bytes: [UInt8]) throws(HTTPError) -> FormData {
        guard let form = bytes.withUnsafeBytes({ parse($0, skippingMalformed: false) }) else { throw .malformedForm }
        return form
    }

    /// Parses pairs; a malformed pair is skipped, or makes the result nil when not skipping.
    static func parse(_ bytes: UnsafeRawBufferPointer, skippingMalformed: Bool) -> FormData? {
        var form = FormData()
        for pair in bytes.split(separator: UInt8(ascii: "&")) {
            let equals = pair.firstIndex(of: UInt8(ascii: "=")) ?? pair.endIndex
            let value = equals < pair.endIndex ? pair[(equals + 1)...] : pair[pair.endIndex...]
            if let name = PercentDecoding.decode(UnsafeRawBufferPointer(rebasing: pair[..<equals]), plusAsSpace: true),
               let value = PercentDecoding.decode(UnsafeRawBufferPointer(rebasing: value), plusAsSpace: true) {
                form.append(name, value)
            } else if !skippingMalformed {
                return nil
            }
        }
        return form
    }
}
