/// Reads a whole RFC 8259 JSON document into a `JSONValue` tree, for documents small enough
/// to hold as one; a reader of a large upload of a known shape uses `JSONReader` directly and
/// builds only its own values.
public enum JSONParser {
    public static let defaultDepthLimit = JSONReader.defaultDepthLimit

    public static func parse(_ bytes: [UInt8], depthLimit: Int = defaultDepthLimit) throws(JSONError) -> JSONValue {
        try parse(bytes[...], depthLimit: depthLimit)
    }

    public static func parse(_ bytes: ArraySlice<UInt8>, depthLimit: Int = defaultDepthLimit) throws(JSONError) -> JSONValue {
        var reader = JSONReader(bytes, depthLimit: depthLimit)
        let document = try value(&reader)
        try reader.end()
        return document
    }

    /// The next value, whole: for a reader that walks a large document and builds a tree of
    /// only the small parts it reads.
    public static func value(_ reader: inout JSONReader) throws(JSONError) -> JSONValue {
        if let scalar = try scalar(&reader) { return scalar }
        if try reader.kind() == .array {
            try reader.beginArray()
            var items: [JSONValue] = []
            while try reader.nextItem() { items.append(try value(&reader)) }
            return .array(items)
        }
        try reader.beginObject()
        var members: [(key: String, value: JSONValue)] = []
        while let key = try reader.nextKey() { members.append((key, try value(&reader))) }
        return .object(members)
    }

    /// The next value when it is text, a number, true, false or null; nil, with nothing
    /// read, for a list or an object.
    public static func scalar(_ reader: inout JSONReader) throws(JSONError) -> JSONValue? {
        switch try reader.kind() {
        case .string: return .string(try reader.string())
        case .number: return .number(try reader.number())
        case .bool: return .bool(try reader.bool())
        case .null:
            try reader.null()
            return .null
        case .array, .object: return nil
        }
    }
}
