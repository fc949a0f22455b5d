/// Header fields in the order received. Names compare without regard to ASCII case
/// (RFC 9110 §5.1); values are kept as sent, minus surrounding whitespace.
public struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    public typealias Field = (name: String, value: String)

    private var fields: [Field] = []
    /// Fields made once and shared by many responses (`FieldBlock`), standing in order after
    /// the first `sharedAt` of `fields`. Read as if they were among them; changing one of them
    /// copies the block's fields in first.
    private var shared: FieldBlock?
    private var sharedAt = 0

    public init() {}

    /// Room for `capacity` fields, so that adding them allocates once.
    init(capacity: Int) {
        fields.reserveCapacity(capacity)
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        fields.reserveCapacity(elements.count)
        for (name, value) in elements { fields.append((name, value)) }
    }

    /// The block's fields alone: adding these to other fields shares the block, not copies it.
    public init(_ block: FieldBlock) {
        shared = block
    }

    public var count: Int { fields.count + (shared?.fields.count ?? 0) }

    /// Every field in order, the shared block's among them.
    private var all: [Field] {
        guard let shared else { return fields }
        var all = fields
        all.insert(contentsOf: shared.fields, at: sharedAt)
        return all
    }

    /// The first value of the named field, if any.
    public subscript(name: String) -> String? {
        var found: String?
        forEachField { field, value in if found == nil, Self.sameName(field, name) { found = value } }
        return found
    }

    /// Read in place: the shared block is not copied in among the fields to be searched.
    public func values(for name: String) -> [String] {
        var values: [String] = []
        forEachField { field, value in if Self.sameName(field, name) { values.append(value) } }
        return values
    }

    public mutating func add(_ name: String, _ value: String) {
        fields.append((name, value))
    }

    /// Appends every field of `other`, in order, growing the storage once; a block of shared
    /// fields (`FieldBlock`) is only referenced, unless this has one already.
    public mutating func add(contentsOf other: HTTPHeaders) {
        if other.fields.isEmpty, shared == nil, let block = other.shared {
            shared = block
            sharedAt = fields.count
            return
        }
        unshare()
        fields.append(contentsOf: other.all)
    }

    /// Replaces every field of that name with one field holding `value`.
    public mutating func set(_ name: String, _ value: String) {
        remove(name)
        fields.append((name, value))
    }

    /// Gives the first field of that name `value` where it stands, for a field a response has
    /// once (a page's ETag per coding): `set` would remove and append it, per response.
    mutating func replaceValue(of name: String, with value: String) {
        if sharedHas(name) { unshare() }
        let length = name.utf8.count
        for index in fields.indices where fields[index].name.utf8.count == length && Self.sameName(fields[index].name, name) {
            fields[index].value = value
            return
        }
    }

    /// Adds `name` to the `Vary` field, which lists the request fields a response depends on
    /// (RFC 9110 §12.5.5), unless it is there already.
    public mutating func addVary(_ name: String) {
        if sharedHas("Vary") { unshare() }
        guard let index = fields.firstIndex(where: { Self.sameName($0.name, "Vary") }) else {
            fields.append(("Vary", name))
            return
        }
        if !Self.list(fields[index].value, names: name) { fields[index].value += ", " + name }
    }

    public mutating func remove(_ name: String) {
        if sharedHas(name) { unshare() }
        if shared != nil { sharedAt -= fields[..<sharedAt].count { Self.sameName($0.name, name) } }
        fields.removeAll { Self.sameName($0.name, name) }
    }

    private func sharedHas(_ name: String) -> Bool {
        guard let shared else { return false }
        let length = name.utf8.count
        return shared.fields.contains { $0.name.utf8.count == length && Self.sameName($0.name, name) }
    }

    /// Copies the shared block's fields in among the others, to change them.
    private mutating func unshare() {
        guard shared != nil else { return }
        fields = all
        shared = nil
        sharedAt = 0
    }

    public func makeIterator() -> IndexingIterator<[Field]> { all.makeIterator() }

    /// Each field in order, read in place rather than copied out of the list one by one.
    func forEachField(_ body: (_ name: String, _ value: String) -> Void) {
        forEachPart(field: body) { block in
            for field in block.fields { body(field.name, field.value) }
        }
    }

    /// Each field in order, but the shared block whole: the serializer copies its lines at once.
    func forEachPart(field: (_ name: String, _ value: String) -> Void, block: (FieldBlock) -> Void) {
        fields.withUnsafeBufferPointer { fields in
            for index in fields.indices {
                if index == sharedAt, let shared { block(shared) }
                field(fields[index].name, fields[index].value)
            }
            if sharedAt == fields.count, let shared { block(shared) }
        }
    }

    /// The bytes of the fields as `name: value` lines, at most (the serializer drops CR, LF and NUL).
    var wireCount: Int {
        fields.reduce(shared?.lines.count ?? 0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 }
    }

    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.all.elementsEqual(rhs.all) { $0.name == $1.name && $0.value == $1.value }
    }

    /// Whether a comma-separated list (RFC 9110 §5.6.1) has `name` as one of its elements, in
    /// any case; read in place, as a kept page's `Vary` is checked on every request.
    static func list(_ list: String, names name: String) -> Bool {
        var list = list, name = name
        return list.withUTF8 { list in
            name.withUTF8 { name in
                var start = 0
                for end in 0...list.count where end == list.count || list[end] == UInt8(ascii: ",") {
                    defer { start = end + 1 }
                    let element = trimmed(list[start..<end])
                    guard element.count == name.count else { continue }
                    var offset = 0
                    while offset < name.count && lowerASCII(element[element.startIndex + offset]) == lowerASCII(name[offset]) { offset += 1 }
                    if offset == name.count { return true }
                }
                return false
            }
        }
    }

    /// Without the optional whitespace (spaces and tabs) around it (RFC 9110 §5.6.3).
    static func trimmed(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>> {
        let isSpace = { (byte: UInt8) in byte == 32 || byte == 9 }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else {
            return bytes[bytes.startIndex..<bytes.startIndex]
        }
        return bytes[first...last]
    }

    /// ASCII case-insensitive comparison without allocating lowercased copies.
    public static func sameName(_ a: String, _ b: String) -> Bool {
        let x = a.utf8, y = b.utf8
        guard x.count == y.count else { return false }
        // Names mostly match as written (our own fields, a client's usual spelling): String's
        // own comparison of ASCII bytes is the cheapest test of all.
        if a == b { return true }
        // Native strings (all of ours) are read in place, not through zip's iterators.
        let inPlace = x.withContiguousStorageIfAvailable { x in
            y.withContiguousStorageIfAvailable { y in
                x.indices.allSatisfy { lowerASCII(x[$0]) == lowerASCII(y[$0]) }
            }
        }
        return inPlace.flatMap { $0 } ?? zip(x, y).allSatisfy { lowerASCII($0) == lowerASCII($1) }
    }

    @inline(__always)
    static func lowerASCII(_ byte: UInt8) -> UInt8 {
        byte >= 65 && byte <= 90 ? byte | 0x20 : byte
    }
}
