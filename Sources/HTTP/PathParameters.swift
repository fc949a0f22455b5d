/// A route's path parameters by name, already percent-decoded: the one or two a pattern has,
/// kept in a list, which is made with one allocation and read with a comparison or two, where a
/// dictionary cost a thousand instructions to build and hashed its key on every read.
public struct PathParameters: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    private var pairs: [(name: String, value: String)] = []

    public init() {}

    public init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements { self[name] = value }
    }

    init(capacity: Int) {
        pairs.reserveCapacity(capacity)
    }

    public var isEmpty: Bool { pairs.isEmpty }

    public var count: Int { pairs.count }

    /// The value of that name; setting one replaces it, setting nil removes it.
    public subscript(name: String) -> String? {
        get {
            for pair in pairs where pair.name == name { return pair.value }
            return nil
        }
        set {
            let index = pairs.firstIndex { $0.name == name }
            switch (index, newValue) {
            case (let index?, let value?): pairs[index].value = value
            case (let index?, nil): pairs.remove(at: index)
            case (nil, let value?): pairs.append((name, value))
            case (nil, nil): break
            }
        }
    }

    /// The names, in the order of their segments.
    public var names: [String] { pairs.map(\.name) }

    /// The pairs in the order of their segments.
    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> { pairs.makeIterator() }

    /// Equal when they hold the same names with the same values, in any order.
    public static func == (lhs: PathParameters, rhs: PathParameters) -> Bool {
        lhs.count == rhs.count && lhs.pairs.allSatisfy { rhs[$0.name] == $0.value }
    }

    public var description: String {
        "[" + pairs.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + "]"
    }
}
